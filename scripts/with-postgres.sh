#!/usr/bin/env bash
# 명령 하나를 버리는 PostgreSQL 위에서 실행한다: TEST_DATABASE_URL 을 넣어 주고 끝나면 지운다.
#   bash scripts/with-postgres.sh npx vitest run --project api
# TEST_DATABASE_URL 이 이미 있으면 그 서버를 그대로 쓴다.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "사용법: bash scripts/with-postgres.sh <명령...>" >&2
  exit 2
fi

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  exec "$@"
fi

PORT="${PG_TEST_PORT:-54329}"

find_bin_dir() {
  local dir
  # 가장 높은 버전을 고른다
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

BIN_DIR="$(find_bin_dir || true)"
if [[ -z "$BIN_DIR" && "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "PostgreSQL 서버가 없어 설치합니다 (apt-get install postgresql)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
  BIN_DIR="$(find_bin_dir || true)"
fi
if [[ -z "$BIN_DIR" ]]; then
  echo "PostgreSQL 서버 프로그램(initdb, pg_ctl)을 찾을 수 없습니다." >&2
  echo "PostgreSQL 을 설치하거나(예: apt-get install postgresql) TEST_DATABASE_URL=postgres://... 를 지정해주세요." >&2
  exit 1
fi

DATA_ROOT="$(mktemp -d -t pg-test-XXXXXX)"
# root 로는 initdb 가 돌지 않으므로 postgres 사용자로 돌린다
as_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
if [[ "$(id -u)" -eq 0 ]]; then
  chown postgres:postgres "$DATA_ROOT"
fi

cleanup() {
  local code=$?
  as_owner "$BIN_DIR/pg_ctl" -D "$DATA_ROOT/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DATA_ROOT"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$BIN_DIR/initdb" -D "$DATA_ROOT/data" -U postgres --auth=trust -E UTF8 --no-locale >"$DATA_ROOT/initdb.log" 2>&1 || {
  cat "$DATA_ROOT/initdb.log" >&2
  echo "initdb 에 실패했습니다." >&2
  exit 1
}

# 테스트 전용: 내구성은 필요 없으니 fsync 를 끄고 빨리 돌린다
OPTS="-c listen_addresses=127.0.0.1 -p $PORT -k $DATA_ROOT -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
if ! as_owner "$BIN_DIR/pg_ctl" -D "$DATA_ROOT/data" -l "$DATA_ROOT/server.log" -o "$OPTS" -w -t 30 start >/dev/null; then
  cat "$DATA_ROOT/server.log" >&2 || true
  echo "PostgreSQL 을 시작하지 못했습니다 (포트 $PORT 가 이미 쓰이고 있을 수 있습니다)." >&2
  exit 1
fi

# pg_ctl -w 가 돌아와도 TCP 가 늦을 수 있어 한 번 더 확인한다
for _ in $(seq 1 50); do
  if "$BIN_DIR/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres; then break; fi
  sleep 0.2
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
set +e
"$@"
status=$?
set -e
exit "$status"
