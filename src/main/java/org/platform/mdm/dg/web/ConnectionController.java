package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dg.model.Connection;
import org.platform.mdm.dg.model.ConnectionCheck;
import org.platform.mdm.dg.model.Connections;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.NullNode;
import tools.jackson.databind.node.StringNode;

/** Connections of the source-systems model: a crawler type and its parameter values. */
@RestController
@Tag(
    name = "Connections",
    description =
        "How a crawler reaches a source: a crawler type (`GET /meta/crawler-types`) and the values"
            + " of its parameters. SECRET values are stored sealed with the platform key and never"
            + " answered: the answer shows them as null and names them in `secretsSet`; a change"
            + " that leaves one out keeps it. Administration: the rights of"
            + " ADMIN_DATA_MANAGEMENT.")
@RequestMapping("/api/v1/dg/meta/connections")
class ConnectionController {

  private static final String PARAMETERS =
      "The crawler type's parameters by name: a string, a number or a boolean each. Unknown names,"
          + " missing required ones and INTEGER or BOOLEAN values out of format are refused (400,"
          + " each at `parameters.<name>`).";

  private final Connections connections;
  private final ConnectionCheck check;

  ConnectionController(Connections connections, ConnectionCheck check) {
    this.connections = connections;
    this.check = check;
  }

  record ConnectionRO(
      @NotNull String name,
      @NotNull String displayName,
      @NotNull String crawlerType,
      @Schema(
              description =
                  "The parameter values, each as text; a SECRET parameter's value is always"
                      + " null.")
          @NotNull
          Map<String, JsonNode> parameters,
      @Schema(description = "The SECRET parameters that have a value stored.") @NotNull
          List<String> secretsSet,
      @Schema(description = "One more at each change; a change or a delete names the one it read.")
          long version,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      @NotNull String updatedBy,
      @NotNull OffsetDateTime updateDate) {

    static ConnectionRO of(Connections.Shown shown) {
      Connection c = shown.connection();
      return new ConnectionRO(
          c.name(),
          c.displayName(),
          c.crawlerType(),
          texts(shown.parameters()),
          shown.secretsSet(),
          c.stamp().version(),
          c.stamp().createdBy(),
          c.stamp().createDate(),
          c.stamp().updatedBy(),
          c.stamp().updateDate());
    }
  }

  /** The values as JSON: text, or null for a secret. */
  private static Map<String, JsonNode> texts(Map<String, String> values) {
    Map<String, JsonNode> result = new LinkedHashMap<>();
    values.forEach(
        (name, value) ->
            result.put(name, value == null ? NullNode.getInstance() : StringNode.valueOf(value)));
    return result;
  }

  record CreateConnectionRO(
      @Schema(description = InformationSystemController.NAME_RULE) @NotNull String name,
      @Schema(description = "At most 255 characters.") @NotNull String displayName,
      @Schema(description = "A crawler type's name.") @NotNull String crawlerType,
      @Schema(description = PARAMETERS) Map<String, JsonNode> parameters) {}

  record UpdateConnectionRO(
      @Schema(description = "At most 255 characters.") @NotNull String displayName,
      @Schema(description = "A crawler type's name.") @NotNull String crawlerType,
      @Schema(description = PARAMETERS + " A SECRET left out or null keeps the stored value.")
          Map<String, JsonNode> parameters,
      @Schema(description = "The version the change was made from.") @NotNull Long version) {}

  record ConnectionResponseRO(Details details, @NotNull ConnectionRO connection) {}

  record ConnectionsRO(Details details, @NotNull List<ConnectionRO> connections) {}

  record ConnectionDeletedRO(Details details, @NotNull String name) {}

  record ConnectionTestedRO(
      Details details,
      @Schema(description = "Whether the crawler reached the source and read from it.")
          boolean reachable,
      @Schema(description = "What was found, or why the source could not be reached.") @NotNull
          String message) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "listConnections", summary = "Every connection, by name")
  ConnectionsRO list() {
    return new ConnectionsRO(
        Details.empty(), connections.list().stream().map(ConnectionRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.CREATE)
  @PostMapping
  @ErrorAnswer(status = 409, description = "A connection of that name exists.")
  @Operation(
      operationId = "createConnection",
      summary = "Create a connection",
      description = "Its parameters are checked against the crawler type's.")
  ConnectionResponseRO create(@RequestBody CreateConnectionRO body) {
    Connections.Shown created =
        connections.create(
            new Connection.Input(
                body.name(), body.displayName(), body.crawlerType(), body.parameters()),
            CurrentUser.get());
    return new ConnectionResponseRO(Details.empty(), ConnectionRO.of(created));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/{name}")
  @ErrorAnswer(status = 404, description = "No connection has that name.")
  @Operation(operationId = "getConnection", summary = "One connection")
  ConnectionResponseRO get(
      @Parameter(description = "The connection's name.") @PathVariable String name) {
    return new ConnectionResponseRO(Details.empty(), ConnectionRO.of(connections.get(name)));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/{name}")
  @ErrorAnswer(status = 404, description = "No connection has that name.")
  @ErrorAnswer(status = 409, description = "`version` is not the connection's current one.")
  @Operation(
      operationId = "updateConnection",
      summary = "Change a connection",
      description =
          "Its display name, crawler type and parameters, at the version read. Stored secrets are"
              + " kept unless given again (or the crawler type changes).")
  ConnectionResponseRO update(
      @Parameter(description = "The connection's name.") @PathVariable String name,
      @RequestBody UpdateConnectionRO body) {
    Connections.Shown changed =
        connections.update(
            new Connection.Input(name, body.displayName(), body.crawlerType(), body.parameters()),
            body.version(),
            CurrentUser.get());
    return new ConnectionResponseRO(Details.empty(), ConnectionRO.of(changed));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/{name}")
  @ErrorAnswer(status = 404, description = "No connection has that name.")
  @ErrorAnswer(
      status = 409,
      description =
          "`version` is not the connection's current one, or crawler instances read through it"
              + " (the error names them).")
  @Operation(
      operationId = "deleteConnection",
      summary = "Delete a connection",
      description = "At the version read (the query parameter `version`).")
  ConnectionDeletedRO delete(
      @Parameter(description = "The connection's name.") @PathVariable String name,
      @Parameter(description = "The version read.")
          @RequestParam(value = "version", required = false)
          Long version) {
    connections.delete(name, version, CurrentUser.get());
    return new ConnectionDeletedRO(Details.empty(), name);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/{name}/test")
  @ErrorAnswer(status = 404, description = "No connection has that name.")
  @Operation(
      operationId = "testConnection",
      summary = "Try a connection",
      description =
          "Its crawler connects with the stored parameters and reads up to the first asset. A"
              + " source that cannot be reached is no error: `reachable` false and the reason in"
              + " `message`.")
  ConnectionTestedRO test(
      @Parameter(description = "The connection's name.") @PathVariable String name) {
    ConnectionCheck.Result result = check.check(name);
    return new ConnectionTestedRO(Details.empty(), result.reachable(), result.message());
  }
}
