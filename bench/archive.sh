#!/usr/bin/env bash
# The revision archive: 2,000,000 records of one origin with 8 revisions of all time each, written
# straight into the record tables; with max.revisions 3, 10,000,000 revisions to archive. Measures
# the floor (a COPY of exactly those rows from the hot store into the archive database, and their
# DELETE, rolled back) and the archive job run over HTTP into a second PostgreSQL, and prints the
# ratio. Durable embedded PostgreSQL servers under target/bench-data/archive-<time>; prints a
# Markdown summary (also saved as results.md). Needs about 15 GB of disk at the default size.
#
#   bench/archive.sh
#   JAVA_OPTS="-Dbench.origins=200000 -Dbench.revisions=8" bench/archive.sh
#   JAVA_OPTS="-Dbench.kind=classifications" bench/archive.sh   (the classifications' archive)
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/ArchiveBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/ArchiveBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.ArchiveBenchmark "$@"
