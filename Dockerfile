# The whole product in one image: API, GraphQL, WebSockets and the built web app.
# Stage 1 installs everything and builds: the web app (web/dist) and the server compiled to JavaScript (dist/).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --ignore-scripts

# Stage 2 runs plain `node` on the build: no compiler, no sources, no dev dependencies.
FROM node:24-bookworm-slim
WORKDIR /app
# package.json marks dist/ as ES modules and gives the version; the server reads the migrations, the
# web build, the web app's persisted operations and the message catalogs (errors, emails, page titles in each
# reader's language, decision 058) by path (docs/decisions/031, 042). With build-if-stale.mjs (no sources here: nothing is stale),
# `npm start`, `npm run worker` and `npm run backup` work in the image as in a checkout.
COPY --from=build /app/package.json ./
COPY --from=build /app/scripts/build-if-stale.mjs ./scripts/
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/common/generated ./common/generated
COPY --from=build /app/common/i18n/messages ./common/i18n/messages
RUN mkdir -p /data && chown node:node /data
# Two malloc arenas instead of glibc's 8 per core: libvips' threads otherwise each keep freed image memory in an
# arena of their own, and the server stays hundreds of MB larger after a burst of photos (docs/scaling.md "Memory").
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MALLOC_ARENA_MAX=2
VOLUME /data
EXPOSE 3000
USER node
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--initial-old-space-size=256", "--require", "./dist/api/src/lib/runtime.cjs", "dist/api/src/main.js"]
