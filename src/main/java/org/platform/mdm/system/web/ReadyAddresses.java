package org.platform.mdm.system.web;

import java.util.List;
import java.util.stream.Collectors;
import org.platform.mdm.system.ApiModule;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * Says where the server answers once it is ready: the web UI and each module's API documentation,
 * at the port it really listens on (with {@code server.port=0} the log is the only place a person
 * learns it).
 */
@Component
class ReadyAddresses {

  private static final Logger log = LoggerFactory.getLogger(ReadyAddresses.class);

  private final Environment environment;
  private final List<ApiModule> modules;

  ReadyAddresses(Environment environment, ObjectProvider<ApiModule> modules) {
    this.environment = environment;
    this.modules = modules.orderedStream().toList();
  }

  @EventListener(ApplicationReadyEvent.class)
  void ready() {
    String base = base(environment);
    log.info("Platform MDM is ready: the web UI at {}/ui/", base);
    log.info(
        "API documentation (Swagger UI) of each module: {}",
        modules.stream()
            .map(m -> base + m.root() + "/api-docs")
            .sorted()
            .collect(Collectors.joining(", ")));
  }

  /** {@code http://<server.address or localhost>:<the port listened on><context path>}. */
  static String base(Environment environment) {
    String address = environment.getProperty("server.address", "localhost");
    if (address.isBlank() || address.equals("0.0.0.0") || address.equals("::")) {
      address = "localhost";
    } else if (address.contains(":") && !address.startsWith("[")) {
      address = "[" + address + "]";
    }
    String port =
        environment.getProperty(
            "local.server.port", environment.getProperty("server.port", "8080"));
    String context = environment.getProperty("server.servlet.context-path", "");
    return "http://" + address + ":" + port + context;
  }
}
