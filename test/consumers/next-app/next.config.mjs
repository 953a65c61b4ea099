// The README's "Next.js App Router": /service/* goes to the reference service (or your own), so the page and its
// calls share one origin.
const service = process.env.SERVICE_ORIGIN ?? 'http://127.0.0.1:8787';

/** @type {import('next').NextConfig} */
const nextConfig = {
  async rewrites() {
    return [{ source: '/service/:path*', destination: `${service}/service/:path*` }];
  },
};
export default nextConfig;
