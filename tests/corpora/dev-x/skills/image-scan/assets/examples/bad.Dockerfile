# TEST FIXTURE for scripts/dockerfile_lint.py - intentionally insecure.
# Every instruction below is here to trigger a rule. Do not build this image.
FROM node:latest

ARG NPM_TOKEN
ENV DB_PASSWORD=changeme-in-prod

ADD https://example.com/tools/healthcheck.tar.gz /opt/

RUN apt-get update && apt-get install -y curl git \
    && curl -fsSL https://example.com/install.sh | bash

WORKDIR /app
COPY . .
RUN npm ci && chmod -R 777 /app

USER root
EXPOSE 3000
CMD ["node", "server.js"]
