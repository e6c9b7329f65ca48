# shellcheck shell=bash
# Sourced by the scripts that check one of this package's servers from outside (scripts/schemathesis,
# scripts/openapi-generator-check): a free port, the server started in the background, a wait for its /openapi.json,
# and its stop. The caller stops the server in its EXIT trap with `stop_server`.
#
#   port=$(free_port)
#   start_server "$port" "$log" "$BIN/test-server" --port "$port" || exit 1
#   ...
#   stop_server

SERVER_PID=""

# free_port: prints a TCP port on 127.0.0.1 that nothing listens on now.
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# start_server PORT LOG COMMAND...: starts COMMAND with its output in LOG and returns once
# http://127.0.0.1:PORT/openapi.json answers. Fails, printing LOG, when the server exits first or does not answer
# within SERVER_START_SECONDS (300: a busy machine starts a debug build slowly).
start_server() {
    local port=$1 log=$2
    shift 2
    "$@" >"$log" 2>&1 &
    SERVER_PID=$!
    local deadline=$((SECONDS + ${SERVER_START_SECONDS:-300}))
    until curl -sf "http://127.0.0.1:$port/openapi.json" -o /dev/null; do
        if ! kill -0 "$SERVER_PID" 2>/dev/null; then
            echo "$1 exited before serving /openapi.json on port $port:" >&2
            cat "$log" >&2
            SERVER_PID=""
            return 1
        fi
        if [ "$SECONDS" -ge "$deadline" ]; then
            echo "$1 did not serve /openapi.json on port $port within ${SERVER_START_SECONDS:-300} s:" >&2
            cat "$log" >&2
            stop_server
            return 1
        fi
        sleep 0.2
    done
}

# stop_server: stops the server start_server started, if it still runs.
stop_server() {
    [ -n "$SERVER_PID" ] || return 0
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=""
}
