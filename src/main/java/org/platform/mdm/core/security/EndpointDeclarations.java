package org.platform.mdm.core.security;

import java.lang.annotation.Annotation;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.web.method.HandlerMethod;

/**
 * How an endpoint's access rule is found: the one lookup the rights check ({@link
 * RightsInterceptor}), the rights in the API documents and the security matrix share.
 */
public final class EndpointDeclarations {

  private EndpointDeclarations() {}

  /**
   * The annotation of {@code type} the handler's method declares, else its controller's; null when
   * neither does (meta-annotations and composed annotations included).
   */
  public static <A extends Annotation> A declared(HandlerMethod method, Class<A> type) {
    A onMethod = AnnotatedElementUtils.findMergedAnnotation(method.getMethod(), type);
    return onMethod != null
        ? onMethod
        : AnnotatedElementUtils.findMergedAnnotation(method.getBeanType(), type);
  }
}
