package org.platform.mdm.core.security;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.springdoc.core.customizers.GlobalOperationCustomizer;
import org.springframework.web.method.HandlerMethod;

/**
 * Writes into every documented operation who may call it, read from the same declarations the
 * rights interceptor enforces: the right an operation needs, with its 403 answer, or that every
 * logged-in user may call it.
 */
class RightsApiDocs implements GlobalOperationCustomizer {

  @Override
  public Operation customize(Operation operation, HandlerMethod handler) {
    RequiresRight required = EndpointDeclarations.declared(handler, RequiresRight.class);
    if (required != null) {
      String right = required.full() ? Right.FULL : required.right().name();
      append(operation, "Needs right `" + right + "` on `" + required.resource() + "`.");
      if (operation.getResponses() == null) {
        operation.responses(new ApiResponses());
      }
      if (!operation.getResponses().containsKey("403")) {
        operation
            .getResponses()
            .addApiResponse(
                "403",
                new ApiResponse()
                    .description(
                        "The user lacks right " + right + " on " + required.resource() + "."));
      }
    } else if (EndpointDeclarations.declared(handler, AnyUser.class) != null) {
      AnyUser any = EndpointDeclarations.declared(handler, AnyUser.class);
      if (any.entityRights().isEmpty()) {
        append(operation, "Open to every logged-in user.");
      } else {
        append(operation, "Open to every logged-in user with " + any.entityRights() + ".");
        if (operation.getResponses() == null) {
          operation.responses(new ApiResponses());
        }
        operation
            .getResponses()
            .computeIfAbsent(
                "403",
                code ->
                    new ApiResponse()
                        .description(
                            "The user lacks the right this needs on the register or reference"
                                + " set concerned."));
      }
    }
    return operation;
  }

  private static void append(Operation operation, String text) {
    String description = operation.getDescription();
    operation.description(
        description == null || description.isBlank() ? text : description + "\n\n" + text);
  }
}
