# Reference fixture: the same service written to pass dockerfile_lint.py.
FROM node:20.11.1-bookworm-slim@sha256:2ba23c1a1e4d5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npm_token,env=NPM_TOKEN npm ci --omit=dev
COPY . .

FROM node:20.11.1-bookworm-slim@sha256:2ba23c1a1e4d5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
CMD ["node", "server.js"]
