import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("gym-terms", "routes/gym-terms/route.tsx"),
  route("gyms", "routes/gyms/route.tsx"),
  route("gym/:id", "routes/gym/route.tsx"),
  route("saved-gyms", "routes/saved-gyms/route.tsx"),
  route("gym-feed", "routes/gym-feed/route.tsx"),
  route("trainer-feed", "routes/trainer-feed/route.tsx"),
  route("trainer/:id", "routes/trainer/route.tsx"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("api/gyms", "routes/api/gyms.ts"),
  route("api/gyms/:id", "routes/api/gym.ts"),
  route("api/saved-gyms", "routes/api/saved-gyms.ts"),
  route("api/saved-gyms/:id", "routes/api/saved-gym.ts"),
  route("api/saved-gyms/:id/status", "routes/api/saved-gym-status.ts"),
  route("api/athlete-interest", "routes/api/athlete-interest.ts"),
  route("api/reviews", "routes/api/reviews.ts"),
  route("api/trainers", "routes/api/trainers.ts"),
  route("*", "routes/not-found/route.tsx"),
] satisfies RouteConfig;
