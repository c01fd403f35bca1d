/** Admin texts (spec section 8), shared by server code and the sign-in page. */
export const ADMIN_MESSAGES = {
  loginFailed: { title: "Login Failed", description: "Invalid password. Please try again." },
  loginSucceeded: { title: "Login Successful", description: "Welcome to the admin dashboard" },
  loggedOut: { title: "You have been logged out successfully" },
  notConfigured:
    "Admin is not configured on this server: set the ADMIN_PASSWORD and SESSION_SECRET secrets (see .dev.vars.example), then try again.",
  passwordRequired: "Password is required",
  unauthorized: "Sign in as an admin to continue.",
} as const;
