/**
 * Profiling module (issue 51; the spec's {@code com.platform.mdm.hpe.job.profile.data}, its error
 * codes' module id, and {@code com.platform.mdm.hpe.job.profile.classifiers}): what is in the data,
 * attribute by attribute. Two background operations on the operations framework read the golden
 * records of registers and reference sets valid at a date, block by block, straight from the stored
 * timelines: {@code profileDataJob} profiles each first-level attribute (filled records, distinct
 * values, min, max and mean of numbers, dates and times, lengths of text, the most frequent values
 * and shapes, histograms), {@code profileClassifiersJob} counts the records per node of a
 * classifier and profiles the nodes' attribute values. Each run keeps its profiles in PostgreSQL,
 * read in a chart-ready shape at {@code /api/v2/core/profiles} by users who may read the register.
 *
 * <p>This package is the module's face: its errors ({@code ProfileErrors}). The code lives in rooms
 * that depend on each other one way ({@code RoomsTest}): {@code stats} (the one-pass, bounded
 * statistics of values, plain Java) at the bottom; {@code run} (the two operations, the profiles'
 * repository and reads) on it; {@code web} on top.
 */
@Rooms({"web", "run", "stats"})
package org.platform.mdm.profile;

import org.platform.mdm.system.Rooms;
