#!/usr/bin/env bash
# Web UI benchmark: cold load of the UI, and a search grid over a large register, in Debian's
# headless Chromium, each figure beside its floor (src/main/ui/bench/ui-bench.mjs says which).
# Starts the packaged server on port 18080 with a durable database under target/bench-ui-data,
# which it keeps (loading a million records takes minutes): BENCH_FRESH=1 starts from an empty one.
#
#   bench/ui.sh                 # 1,000,000 records, 20 rounds
#   RECORDS=20000 bench/ui.sh   # a quick run (a fresh database if the register's size differs)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f target/platform-mdm.jar || -n "$(find src pom.xml -newer target/platform-mdm.jar -type f -not -path '*/node_modules/*' -print -quit)" ]]; then
  mvn -q -DskipTests package
fi
command -v chromium >/dev/null || { echo "install Debian's chromium first (apt-get install -y chromium)"; exit 2; }

data=target/bench-ui-data
[[ "${BENCH_FRESH:-0}" == 1 ]] && rm -rf "$data"
mkdir -p "$data"
password=bench-ui-password
PLATFORM_DATA_DIR="$PWD/$data" SERVER_PORT=18080 PLATFORM_ADMIN_PASSWORD=$password \
  java -Xmx1g -jar target/platform-mdm.jar > "$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -sf localhost:18080/actuator/health >/dev/null && break
  sleep 1
done
echo "Machine: $(nproc) CPUs, $(free -g | awk '/Mem:/ {print $2}') GiB; load average $(cut -d' ' -f1-3 /proc/loadavg); commit $(git rev-parse --short HEAD)"
(cd src/main/ui && PLATFORM_URL=http://localhost:18080 PLATFORM_ADMIN_PASSWORD=$password \
  RECORDS="${RECORDS:-1000000}" ROUNDS="${ROUNDS:-20}" node bench/ui-bench.mjs)
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
