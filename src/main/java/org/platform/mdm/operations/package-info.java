/**
 * Background operations module ({@code org.platform.mdm.operations}, the spec's {@code
 * com.platform.mdm.hpe.core}): the operation types modules register, each with the descriptors of
 * its parameters (type, layout, required, hidden, read-only, default, and selectors whose allowed
 * values are known only at run time), and the rules a definition of an operation (its type, name,
 * schedule and parameter values) must keep, every broken one listed at once. Runs on Quartz, their
 * progress, stop and restart, and the operations themselves come with the next parts of the work.
 */
package org.platform.mdm.operations;
