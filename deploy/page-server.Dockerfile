# The store's page server (docs/deploy.md §2.4): the shell's pages, server-rendered, and its
# files. The remotes are served by the CDN origin; this image holds no remote build.
#   docker build -f deploy/page-server.Dockerfile -t gamegear/page-server .
#   docker run -p 3000:3000 -e SUPABASE_URL=… -e SUPABASE_ANON_KEY=… -e SITE_URL=https://… \
#     -e STORE_TLS=1 -v /srv/cdn:/srv/cdn:ro -e STORE_CDN_DIR=/srv/cdn gamegear/page-server
FROM node:20.19-bookworm-slim
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter ./shell run build
ENV HOST=0.0.0.0 PORT=3000 NODE_ENV=production
EXPOSE 3000
USER node
# One process (not pnpm in front of it), so SIGTERM reaches the server and it stops cleanly.
CMD ["node", "--import", "tsx", "scripts/serve-pages.ts"]
