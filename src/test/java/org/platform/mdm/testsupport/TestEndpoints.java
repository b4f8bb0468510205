package org.platform.mdm.testsupport;

import org.platform.mdm.system.PublicEndpoint;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Endpoints that exist only in the tests: one that fails like a bug would, one whose author forgot
 * to declare a right. They let the tests see what a user sees in those cases.
 */
@RestController
public class TestEndpoints {

  public static final String LEAKY_DETAIL = "select password_hash from users -- secret internals";

  @PublicEndpoint
  @GetMapping("/api/v2/test/bug")
  String bug() {
    throw new IllegalStateException(LEAKY_DETAIL);
  }

  @GetMapping("/api/v2/test/undeclared")
  String undeclared() {
    return "should never be returned";
  }
}
