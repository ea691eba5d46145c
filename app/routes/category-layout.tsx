import { Outlet } from "react-router";

export default function CategoryLayout() {
  return <Outlet />;
}
