# One image for the API, the worker, the codec server and the `hiring` CLI; compose picks the command.
# Node 20, the major that development and CI use (package.json engines).

# Build: every dependency, then `npm run build` (dist/: the bundled programs and the prebuilt
# workflow bundle). Install scripts are not needed: esbuild and swc ship prebuilt binaries.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
COPY workflows ./workflows
COPY cli ./cli
COPY bin ./bin
RUN npm run build

# Run: production dependencies and dist/ only, no TypeScript sources, as the unprivileged `node` user.
FROM node:20-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY bin ./bin
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/main.js"]
