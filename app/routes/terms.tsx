// Placeholder while the page is being built.
export default function Page() {
  return <section className="mx-auto max-w-7xl px-4 py-10">Coming soon</section>;
}
