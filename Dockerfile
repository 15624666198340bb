# The API, the worker and the codec server share one image; compose picks the command.
FROM node:22-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY workflows ./workflows
COPY cli ./cli
COPY bin ./bin
EXPOSE 3000
CMD ["node", "--import", "tsx", "src/main.ts"]
