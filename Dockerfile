# Card Table — the Discord bot in a small image.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    CARDTABLE_STORE__PATH=/data/cardtable.sqlite3

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-compile . \
    && useradd --create-home --uid 10001 cardtable \
    && mkdir -p /data && chown cardtable:cardtable /data

USER cardtable
# The SQLite file (tables, action log, leaderboards) lives here: mount a volume to keep it.
VOLUME ["/data"]
ENTRYPOINT ["python", "-m", "bot"]
