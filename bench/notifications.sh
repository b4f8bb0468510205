#!/usr/bin/env bash
# Notifications to Kafka: record writes per second with the Kafka transport off, on and off again,
# and commit-to-Kafka latency at a steady 300 writes/s beside a plain producer's floor on the same
# broker. Starts a KRaft broker and the server in-process, with a durable embedded PostgreSQL under
# target/bench-data/notifications-<time>; prints a Markdown summary (also saved as results.md).
#
#   bench/notifications.sh
#   JAVA_OPTS="-Dbench.seconds=30 -Dbench.rate=300 -Dbench.latencySeconds=30" bench/notifications.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/NotificationBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/NotificationBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.NotificationBenchmark "$@"
