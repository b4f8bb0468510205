package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.PublicEndpoint;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestEndpoints;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/** Every endpoint says what it needs; one that says nothing stays closed. */
class EndpointRightsTest extends ApiTest {

  @Autowired
  @Qualifier("requestMappingHandlerMapping")
  RequestMappingHandlerMapping mappings;

  @Test
  void everyPlatformEndpointDeclaresExactlyOneAccessRule() {
    List<String> undeclared = new ArrayList<>();
    mappings
        .getHandlerMethods()
        .forEach(
            (info, method) -> {
              if (!method.getBeanType().getName().startsWith("org.platform.mdm.")
                  || method.getBeanType() == TestEndpoints.class) {
                return;
              }
              int rules =
                  count(method, RequiresRight.class)
                      + count(method, AnyUser.class)
                      + count(method, PublicEndpoint.class);
              if (rules != 1) {
                undeclared.add(info + " declares " + rules + " access rules");
              }
            });
    assertThat(undeclared).isEmpty();
    assertThat(mappings.getHandlerMethods()).isNotEmpty();
  }

  @Test
  void anEndpointWithoutADeclaredRightIsRefusedEvenToTheAdministrator() {
    var response = admin().get("/api/v2/test/undeclared");

    assertThat(response.status()).isEqualTo(403);
    assertThat(response.errorCodes()).containsExactly("CORE_ENDPOINT_WITHOUT_RIGHT");
    assertThat(response.text()).doesNotContain("should never be returned");
  }

  private static int count(
      HandlerMethod method, Class<? extends java.lang.annotation.Annotation> a) {
    return AnnotatedElementUtils.hasAnnotation(method.getMethod(), a)
            || AnnotatedElementUtils.hasAnnotation(method.getBeanType(), a)
        ? 1
        : 0;
  }
}
