package org.platform.mdm.dg.web;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.platform.mdm.system.ErrorAnswer;

/** The error answers of an asset's relations, asked by POST or by GET. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ErrorAnswer(
    status = 400,
    description =
        "etalonId is missing or no UUID, a relation is unknown, or the page is out of range.")
@ErrorAnswer(status = 403, description = "The caller may not read the asset's type.")
@ErrorAnswer(status = 404, description = "No asset has this etalon id (or it is hidden).")
@interface RelationsAnswers {}
