import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("gym-terms", "routes/gym-terms/route.tsx"),
  route("api/gyms", "routes/api/gyms.ts"),
  route("api/gyms/:id", "routes/api/gym.ts"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
