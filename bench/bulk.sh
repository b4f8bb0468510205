#!/usr/bin/env bash
# Bulk export and import (issue 24), each beside its floor. Loads 1,000,000 records of a register
# (6 attributes; the default, -Dbench.records sets another count) as NDJSON, then: the export's
# floor (the selection's ids by one query of the search documents, the golden records read in
# blocks of 500 through RecordService.goldenRecords, written as bare text to a null stream; before
# and after the exports), the CSV and the XLSX export of every record (exportRecordsJob
# over HTTP, the server's start-to-end), then, after a wipe of the records each time, the NDJSON bulk
# load of the same records (the floor) and the XLSX import of the exported spreadsheet through
# /api/v2/core/import-data. Before the wipe, the same spreadsheet is imported back into the live
# records (issue 46's round trip: it must write no revision), beside that first import. The JVM has 512 MB of heap (export and import stream); a later -Xmx in
# JAVA_OPTS wins. Durable embedded PostgreSQL under target/bench-data/bulk-<time>; prints a Markdown
# summary (also saved as results.md).
#
#   bench/bulk.sh
#   JAVA_OPTS="-Dbench.records=20000" bench/bulk.sh
#   JAVA_OPTS="-Xmx2g" bench/bulk.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/BulkBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/BulkBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx512m ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.BulkBenchmark "$@"
