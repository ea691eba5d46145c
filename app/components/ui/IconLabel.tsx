import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { StoreLink, type StoreLinkProps } from "./StoreLink";

/*
 * A button or link that shows a lucide icon before its label. The icon is decoration (the label names the
 * action), so it is hidden from assistive technology; each place keeps its own classes.
 */

interface IconLabelProps {
  icon: LucideIcon;
  /** The icon's size in pixels: 18 beside a full-size label, 16 beside a small one. */
  iconSize?: number;
  children: ReactNode;
}

export function IconButton({
  icon: Icon,
  iconSize = 18,
  children,
  type = "button",
  ...button
}: IconLabelProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} {...button}>
      <Icon aria-hidden="true" size={iconSize} />
      {children}
    </button>
  );
}

export function IconLink({ icon: Icon, iconSize = 18, children, ...link }: IconLabelProps & StoreLinkProps) {
  return (
    <StoreLink {...link}>
      <Icon aria-hidden="true" size={iconSize} />
      {children}
    </StoreLink>
  );
}
