package org.platform.mdm.system;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Documents an error answer of an endpoint that {@link ApiDocs} cannot infer from its signature: a
 * 409 conflict, a 404 for an object named in the body, a 403 an endpoint open to every user can
 * still give. The answer is documented with the envelope's schema like every other error.
 *
 * <p>An annotation of an endpoint family may carry the answers all its endpoints give: they are
 * documented on every method it annotates.
 *
 * <p>Not springdoc's {@code @ApiResponse}: that one replaces the responses springdoc infers, so the
 * 200 answer would vanish from the document.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(ErrorAnswer.List.class)
public @interface ErrorAnswer {

  /** The HTTP status, 4xx. */
  int status();

  /** When the endpoint gives it, for the reader of the API documentation. */
  String description();

  /** Holds repeated {@link ErrorAnswer}s. */
  @Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
  @Retention(RetentionPolicy.RUNTIME)
  @Documented
  @interface List {
    ErrorAnswer[] value();
  }
}
