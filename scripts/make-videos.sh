#!/usr/bin/env bash
# Regenerates the two home-page videos (and their poster images) from scratch:
#
#   public/media/hero.mp4        public/media/hero.webm        public/media/hero-poster.jpg
#   public/media/collection.mp4  public/media/collection.webm  public/media/collection-poster.jpg
#
# Source artwork: flat-illustration SVG scenes in scripts/video-src/ (shared
# objects such as garments, loafers, watch, sunglasses, handbag and perfume
# live in objects.defs.xml and are pasted into each scene before rendering).
# Each scene is rendered at 3x with rsvg-convert, animated with a slow
# Ken Burns move (zoompan), the scenes are cross-faded (xfade), and the last
# scene cross-fades back into the first so the clip loops seamlessly.
#
# Requirements (Debian): ffmpeg (libx264 + libvpx-vp9) and librsvg2-bin.
#   apt-get install -y ffmpeg librsvg2-bin
# Usage: bash scripts/make-videos.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SRC="$ROOT/scripts/video-src"
OUT="$ROOT/public/media"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/stylehub-videos.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

FPS=30
SS=3 # supersampling factor of the stills fed to zoompan (smooth sub-pixel motion)
W=1280
H=720

# Size budget per video file: aim for ~1.2 MB or less, never above 1.5 MB.
HARD_LIMIT=$((1500 * 1000))
SOFT_LIMIT=$((1200 * 1000))
POSTER_LIMIT=$((80 * 1000))

for cmd in ffmpeg rsvg-convert awk sed; do
  command -v "$cmd" >/dev/null 2>&1 || {
    echo "error: '$cmd' not found (Debian: apt-get install -y ffmpeg librsvg2-bin)" >&2
    exit 1
  }
done

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)

log() { printf '\n==> %s\n' "$*"; }

file_size() { stat -c %s "$1"; }

# seconds <- frames
secs() { awk -v f="$1" -v r="$FPS" 'BEGIN { printf "%.6f", f / r }'; }

# render_svg NAME ZOOM: scripts/video-src/NAME.svg -> $WORK/NAME.png
render_svg() {
  local name=$1 zoom=$2
  sed -e "/<!-- OBJECTS -->/{r $SRC/objects.defs.xml" -e 'd}' "$SRC/$name.svg" >"$WORK/$name.svg"
  rsvg-convert --zoom "$zoom" --format png --output "$WORK/$name.png" "$WORK/$name.svg"
}

# build_master NAME CLIP_FRAMES FADE_FRAMES OVERLAY_SVG|"" SCENE_SPEC...
#   SCENE_SPEC = "svg-name z0 z1 x0 x1 y0 y1"
#     zoom goes z0 -> z1 over the clip; x/y (0..1) choose where inside the
#     spare (zoomed-away) area the frame sits, moving linearly from *0 to *1.
# Writes a lossless $WORK/NAME-master.mkv of exactly
#   n*CLIP - n*FADE frames (the loop cross-fade eats one FADE).
build_master() {
  local name=$1 clip=$2 fade=$3 overlay=$4
  shift 4
  local -a specs=("$@")
  local n=${#specs[@]}
  local -a inputs=()
  local graph="" i spec svg z0 z1 x0 x1 y0 y1 p

  for ((i = 0; i < n; i++)); do
    read -r svg z0 z1 x0 x1 y0 y1 <<<"${specs[i]}"
    render_svg "$svg" "$SS"
    inputs+=(-i "$WORK/$svg.png")
    p="(on/$((clip - 1)))"
    graph+="[$i:v]format=gbrp,zoompan=d=$clip:fps=$FPS:s=${W}x${H}"
    graph+=":z='$z0+($z1-$z0)*$p'"
    graph+=":x='(iw-iw/zoom)*($x0+($x1-$x0)*$p)'"
    graph+=":y='(ih-ih/zoom)*($y0+($y1-$y0)*$p)'"
    graph+=",setsar=1,format=gbrp[s$i];"
  done

  # cross-fade the scenes one after another
  local prev="s0" offset
  for ((i = 1; i < n; i++)); do
    offset=$(secs $((i * (clip - fade))))
    graph+="[$prev][s$i]xfade=transition=fade:duration=$(secs "$fade"):offset=$offset[x$i];"
    prev="x$i"
  done

  # seamless loop: drop the first FADE frames and instead cross-fade the tail
  # of the last scene into them, so the last frame flows into the first.
  local total=$((n * clip - (n - 1) * fade))
  local length=$((total - fade))
  graph+="[$prev]split[la][lb];"
  graph+="[la]trim=start_frame=$fade,setpts=PTS-STARTPTS[lt];"
  graph+="[lb]trim=end_frame=$fade,setpts=PTS-STARTPTS[lh];"
  graph+="[lt][lh]xfade=transition=fade:duration=$(secs "$fade"):offset=$(secs $((total - 2 * fade)))"

  if [[ -n "$overlay" ]]; then
    render_svg "$overlay" 1
    inputs+=(-loop 1 -framerate "$FPS" -i "$WORK/$overlay.png")
    graph+="[lp];[lp][$n:v]overlay=format=gbrp:shortest=1"
  fi
  graph+=",format=gbrp[out]"

  log "$name: rendering $n scenes, $length frames ($(secs "$length") s)"
  "${FF[@]}" "${inputs[@]}" -filter_complex "$graph" -map "[out]" \
    -frames:v "$length" -an -c:v ffv1 -level 3 "$WORK/$name-master.mkv"
}

# encode NAME MP4_KBPS WEBM_KBPS: master -> public/media/NAME.{mp4,webm} + poster
encode() {
  local name=$1 mp4_kbps=$2 webm_kbps=$3
  local master="$WORK/$name-master.mkv"
  local vf="scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
  local -a colour=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

  log "$name.mp4 (H.264 High, 2-pass ${mp4_kbps}k)"
  local -a x264=(-vf "$vf" -c:v libx264 -preset slow -profile:v high -level:v 4.0
    -b:v "${mp4_kbps}k" -maxrate "$((mp4_kbps * 3 / 2))k" -bufsize "$((mp4_kbps * 3))k"
    -g $((FPS * 2)) -x264-params "aq-mode=3" "${colour[@]}"
    -passlogfile "$WORK/$name-x264")
  "${FF[@]}" -i "$master" "${x264[@]}" -pass 1 -an -f null /dev/null
  "${FF[@]}" -i "$master" "${x264[@]}" -pass 2 -an -sn -dn -map_metadata -1 \
    -movflags +faststart "$OUT/$name.mp4"

  log "$name.webm (VP9, 2-pass ${webm_kbps}k)"
  local -a vp9=(-vf "$vf" -c:v libvpx-vp9 -b:v "${webm_kbps}k"
    -maxrate "$((webm_kbps * 3 / 2))k" -bufsize "$((webm_kbps * 3))k"
    -deadline good -cpu-used 1 -row-mt 1 -tile-columns 1 -auto-alt-ref 1 -lag-in-frames 25
    -g $((FPS * 4)) "${colour[@]}" -passlogfile "$WORK/$name-vp9")
  "${FF[@]}" -i "$master" "${vp9[@]}" -pass 1 -an -f null /dev/null
  "${FF[@]}" -i "$master" "${vp9[@]}" -pass 2 -an -sn -dn -map_metadata -1 "$OUT/$name.webm"

  # poster = first frame; raise the JPEG quantiser until it fits the budget
  local q
  for q in 3 4 5 6 7 8 10 12; do
    "${FF[@]}" -i "$master" -frames:v 1 -vf "scale=out_range=pc,format=yuvj420p" \
      -q:v "$q" "$OUT/$name-poster.jpg"
    (($(file_size "$OUT/$name-poster.jpg") <= POSTER_LIMIT)) && break
  done

  local f size
  for f in "$OUT/$name.mp4" "$OUT/$name.webm" "$OUT/$name-poster.jpg"; do
    size=$(file_size "$f")
    printf '    %-40s %8d bytes\n' "${f#"$ROOT"/}" "$size"
    if [[ "$f" == *.jpg ]]; then
      ((size <= POSTER_LIMIT)) || echo "    warning: poster above $POSTER_LIMIT bytes" >&2
    else
      ((size <= HARD_LIMIT)) || {
        echo "error: $f is above the hard limit of $HARD_LIMIT bytes" >&2
        exit 1
      }
      ((size <= SOFT_LIMIT)) || echo "    warning: above the $SOFT_LIMIT byte target" >&2
    fi
  done
}

mkdir -p "$OUT"

# --- hero: dark, moody background behind "Step Into Style" -----------------
# 3 scenes x 4.2 s, 1.2 s cross-fades -> 9.0 s seamless loop.
build_master hero 126 36 hero-scrim \
  "hero-1-rail        1.07 1.05 0.10 0.90 0.55 0.60" \
  "hero-2-stilllife   1.01 1.09 0.50 0.52 0.45 0.50" \
  "hero-3-silk        1.14 1.03 0.75 0.35 0.30 0.55"
encode hero 780 700

# --- "Discover Our Latest Collection": brighter, warm neutral --------------
# 4 scenes x 3.5 s, 1 s cross-fades -> 10.0 s seamless loop.
build_master collection 105 30 "" \
  "collection-1-arch     1.01 1.09 0.30 0.40 0.55 0.65" \
  "collection-2-flatlay  1.10 1.10 0.20 0.80 0.35 0.65" \
  "collection-3-rail     1.11 1.02 0.25 0.55 0.40 0.50" \
  "collection-4-plinths  1.02 1.09 0.50 0.55 0.55 0.40"
encode collection 780 700

log "done"
