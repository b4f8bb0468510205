package org.platform.mdm.core.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.PublicEndpoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Checks the right each platform endpoint declares before it runs. An endpoint of the platform that
 * declares nothing is refused: a forgotten declaration must not open a door.
 */
class RightsInterceptor implements HandlerInterceptor {

  static final String PLATFORM_PACKAGE = "org.platform.mdm.";
  private static final Logger log = LoggerFactory.getLogger(RightsInterceptor.class);

  /**
   * What an endpoint declares: open (public or any user), a right, or nothing; {@code entityRights}
   * the rights on registers or reference sets an open endpoint needs, when it refuses every user
   * without any of them ({@link AnyUser#someEntityRight}; empty: it does not).
   */
  private record Declaration(boolean open, RequiresRight required, String entityRights) {}

  private static final java.util.Set<String> SYSTEM_RESOURCES =
      java.util.Arrays.stream(org.platform.mdm.core.SystemResource.values())
          .map(Enum::name)
          .collect(java.util.stream.Collectors.toUnmodifiableSet());

  // Finding merged annotations is a reflective scan; an endpoint's declaration never changes.
  private final Map<Method, Declaration> declarations = new ConcurrentHashMap<>();

  @Override
  public boolean preHandle(
      HttpServletRequest request, HttpServletResponse response, Object handler) {
    if (handler instanceof HandlerMethod method) {
      check(method);
    }
    return true;
  }

  /**
   * Refuses the current user the endpoint when it lacks what the endpoint declares: a {@link
   * PlatformException} (403 naming the user, or the refusal of an endpoint that declares nothing).
   * Also asked by the request mappings for a request whose content type no endpoint consumes (see
   * {@link RightsBeforeMediaTypes}).
   */
  void check(HandlerMethod method) {
    if (!method.getBeanType().getName().startsWith(PLATFORM_PACKAGE)) {
      return;
    }
    Declaration declaration =
        declarations.computeIfAbsent(
            method.getMethod(),
            m -> {
              AnyUser any = EndpointDeclarations.declared(method, AnyUser.class);
              return new Declaration(
                  EndpointDeclarations.declared(method, PublicEndpoint.class) != null
                      || any != null,
                  EndpointDeclarations.declared(method, RequiresRight.class),
                  any == null || !any.someEntityRight() ? "" : any.entityRights());
            });
    if (declaration.open()) {
      if (!declaration.entityRights().isEmpty()) {
        requireSomeEntityRight(declaration.entityRights());
      }
      return;
    }
    RequiresRight required = declaration.required();
    if (required == null) {
      log.error("Endpoint {} declares no right; refused", method);
      throw new PlatformException(CoreErrors.CORE_ENDPOINT_WITHOUT_RIGHT);
    }
    PlatformUser user = CurrentUser.get();
    boolean allowed =
        required.full()
            ? java.util.Arrays.stream(Right.values())
                .allMatch(r -> user.can(required.resource(), r))
            : user.can(required.resource(), required.right());
    if (!allowed) {
      throw new PlatformException(
          CoreErrors.CORE_ACCESS_DENIED,
          user.userName(),
          required.full() ? Right.FULL : required.right().name(),
          required.resource().name());
    }
  }

  /**
   * An endpoint whose service checks rights on the register or reference set the request names
   * refuses, before the body is read, a user who holds no right on any of them: whatever the
   * request holds, that user could only be refused later, and an answer about the body (415, 400)
   * would tell such a user about an endpoint it may not use.
   */
  private static void requireSomeEntityRight(String entityRights) {
    PlatformUser user = CurrentUser.get();
    boolean some =
        user.fullAccess()
            || user.rights().entrySet().stream()
                .anyMatch(e -> !e.getValue().isEmpty() && !SYSTEM_RESOURCES.contains(e.getKey()));
    if (!some) {
      throw new PlatformException(CoreErrors.CORE_NO_ENTITY_RIGHT, user.userName(), entityRights);
    }
  }
}
