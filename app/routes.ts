import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("gym-terms", "routes/gym-terms/route.tsx"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
