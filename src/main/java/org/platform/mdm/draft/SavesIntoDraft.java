package org.platform.mdm.draft;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.platform.mdm.system.ErrorAnswer;

/**
 * An endpoint that saves into the draft named by {@code draftId} (or, without one, publishes at
 * once): it answers 404 for a draft that does not exist and 409 for one already published or a
 * stale {@code version}.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ErrorAnswer(status = 404, description = "The draft named by `draftId` does not exist.")
@ErrorAnswer(
    status = 409,
    description = "The draft is already published, or the `version` sent is not the current one.")
public @interface SavesIntoDraft {}
