// Runs once when the Next.js server starts (dev and production).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { stampPeerAddresses } = await import("./lib/api/stamp-peer-addresses");
  stampPeerAddresses();
  // The background jobs (lib/jobs): once per process; on PostgreSQL once per period across instances.
  const { startBackgroundJobs } = await import("./lib/jobs/start-jobs");
  await startBackgroundJobs();
}
