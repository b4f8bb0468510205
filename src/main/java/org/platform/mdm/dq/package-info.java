/**
 * Data quality module (REST under {@code /api/v2/dq}, issue 48): quality functions with named,
 * typed ports (the spec's {@link org.platform.mdm.dq.function.DateInRange} among the system ones),
 * rules that apply them to records' attributes to validate or enrich, rule sets mapping the rules'
 * ports onto a register's attributes, assigned to registers and reference sets, all edited in
 * {@code quality-model} drafts.
 *
 * <p>No other module uses a type of this one but its errors ({@code DqErrors}): it plugs into the
 * others (a check of every record write, a listener of stored golden records, a record pipeline's
 * point, a record payload, a draft provider, a background operation). This package is the module's
 * face. The code lives in rooms that depend on each other one way ({@code RoomsTest}): {@code
 * function} (ports, port types, the shipped functions, among them those reading the data model and
 * reference sets, the {@code FunctionCatalog} of them, checked calls) at the bottom; {@code model}
 * (the quality model: composite functions, rules, sets, assignments, its checks, storage and
 * drafts, the rules each register runs) on it; {@code check} (rules run on a record's values; the
 * origin phase, run with every write's checks) on those; {@code result} (the golden record's phase:
 * results kept by period and as known over time, the point refusing a write that brings a RED
 * error, the record payload, the re-check operation {@code qualityCheckDataJob} running that phase
 * again on stored records) on it; {@code web} on top.
 */
@Rooms({"web", "result", "check", "model", "function"})
package org.platform.mdm.dq;

import org.platform.mdm.system.Rooms;
