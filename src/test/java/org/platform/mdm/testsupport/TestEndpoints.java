package org.platform.mdm.testsupport;

import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.PublicEndpoint;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * Endpoints that exist only in the tests: one that fails like a bug would, one whose author forgot
 * to declare a right. They let the tests see what a user sees in those cases.
 */
@RestController
public class TestEndpoints {

  private final DraftService drafts;

  TestEndpoints(DraftService drafts) {
    this.drafts = drafts;
  }

  public static final String LEAKY_DETAIL = "select password_hash from users -- secret internals";

  @PublicEndpoint
  @GetMapping("/api/v2/test/bug")
  String bug() {
    throw new IllegalStateException(LEAKY_DETAIL);
  }

  /** Saves an edition of a test-document draft, as a provider's own endpoint would. */
  @AnyUser
  @PostMapping("/api/v2/test/drafts/{id}/editions")
  Map<String, Object> edition(@PathVariable long id, @RequestBody JsonNode content) {
    DraftView draft = drafts.addEdition(new DraftId(id), content, null, CurrentUser.get());
    return Map.of(
        "details",
        Details.empty(),
        "state",
        draft.state().name(),
        "editionsCount",
        draft.editionsCount());
  }

  @GetMapping("/api/v2/test/undeclared")
  String undeclared() {
    return "should never be returned";
  }
}
