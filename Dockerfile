# Card Table — the Discord bot in a small image.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    CARDTABLE_STORE__PATH=/data/cardtable.sqlite3

WORKDIR /app
# Dependencies first, from pyproject.toml alone: this layer is rebuilt only when they
# change, so a code change does not reinstall everything.
COPY pyproject.toml ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" > /tmp/requirements.txt \
    && pip install --no-compile -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt \
    && useradd --create-home --uid 10001 cardtable \
    && mkdir -p /data && chown cardtable:cardtable /data
# Then the code (its dependencies are already there).
COPY README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-compile --no-deps .

USER cardtable
# The SQLite file (tables, action log, leaderboards) lives here: mount a volume to keep it.
# With store.url = postgresql://… (CARDTABLE_STORE__URL) the data lives in PostgreSQL instead.
VOLUME ["/data"]
ENTRYPOINT ["python", "-m", "bot"]
