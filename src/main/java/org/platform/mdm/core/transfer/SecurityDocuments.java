package org.platform.mdm.core.transfer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.core.LabelInstance;
import org.platform.mdm.core.SecurityLabelService;
import org.platform.mdm.core.access.PrincipalCache;
import org.platform.mdm.core.access.RequestedLabel;
import org.platform.mdm.core.access.Role;
import org.platform.mdm.core.access.RoleRepository;
import org.platform.mdm.core.access.RoleService;
import org.platform.mdm.core.access.SecurityLabel;
import org.platform.mdm.core.access.SecurityLabelRepository;
import org.platform.mdm.core.access.UserPropertyService;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Roles and labels to and from a {@link SecurityDocument}, by the spec's merge rules. A role of the
 * document replaces the system's (rights, names, property values, label instances): a property it
 * leaves out is cleared, and of its label instances only the labels and attributes the system has
 * are kept. A label of the document replaces the system's; its instances keep only the attributes
 * it still has, and lose everything when it moved to another entity; with {@code recreate} every
 * instance of every label goes first. Each role or label is one transaction: a bad one is skipped
 * with its problems, the others go on.
 */
@Component
class SecurityDocuments {

  private final RoleService roles;
  private final SecurityLabelService labels;
  private final UserPropertyService properties;
  private final SecurityLabelRepository labelStore;
  private final RoleRepository roleStore;
  private final PrincipalCache principals;
  private final TransactionTemplate transactions;

  SecurityDocuments(
      RoleService roles,
      SecurityLabelService labels,
      UserPropertyService properties,
      SecurityLabelRepository labelStore,
      RoleRepository roleStore,
      PrincipalCache principals,
      TransactionTemplate transactions) {
    this.roleStore = roleStore;
    this.principals = principals;
    this.roles = roles;
    this.labels = labels;
    this.properties = properties;
    this.labelStore = labelStore;
    this.transactions = transactions;
  }

  /** Every role but the system ones. */
  SecurityDocument roles() {
    List<SecurityDocument.RoleEntry> entries = new ArrayList<>();
    for (Role r : roles.list()) {
      if (r.systemRole()) {
        continue;
      }
      entries.add(
          new SecurityDocument.RoleEntry(
              r.name(),
              r.displayName(),
              r.description(),
              r.rights().stream()
                  .map(
                      g ->
                          new SecurityDocument.RightsEntry(
                              g.resource(), g.rights().stream().sorted().map(Enum::name).toList()))
                  .toList(),
              r.properties(),
              r.securityLabels().stream()
                  .map(
                      i ->
                          new RequestedLabel(
                              i.label(),
                              i.values().entrySet().stream()
                                  .map(
                                      e ->
                                          new RequestedLabel.LabelValue(
                                              e.getKey(), LabelInstance.text(e.getValue())))
                                  .toList()))
                  .toList()));
    }
    return new SecurityDocument(entries, List.of());
  }

  SecurityDocument labels() {
    return new SecurityDocument(
        List.of(),
        labels.all().stream()
            .map(
                l ->
                    new SecurityDocument.LabelEntry(
                        l.name(), l.displayName(), l.description(), l.attributes()))
            .toList());
  }

  SecurityTransfer.Summary importRoles(SecurityDocument document, String actor) {
    Map<String, Set<String>> known = new LinkedHashMap<>();
    labels
        .all()
        .forEach(
            l ->
                known.put(
                    l.name(),
                    l.attributes().stream()
                        .map(SecurityLabel.Attribute::path)
                        .collect(Collectors.toSet())));
    Tally tally = new Tally();
    for (SecurityDocument.RoleEntry entry : document.roles()) {
      String name = entry.name();
      tally.run(
          name,
          () -> {
            List<RequestedLabel> instances = fitted(entry, known, tally);
            java.util.Optional<Role> current =
                name == null ? java.util.Optional.empty() : roleStore.find(name);
            boolean exists = current.isPresent();
            Map<String, Object> values = new LinkedHashMap<>();
            if (entry.properties() != null) {
              entry.properties().forEach((k, v) -> values.put(k, plain(v)));
            }
            // Properties the file leaves out are cleared.
            current.ifPresent(
                r -> r.properties().keySet().forEach(k -> values.putIfAbsent(k, null)));
            RoleService.RoleFields fields =
                new RoleService.RoleFields(
                    entry.displayName(),
                    entry.description(),
                    entry.rights() == null
                        ? List.of()
                        : entry.rights().stream()
                            .map(
                                g ->
                                    g == null
                                        ? null
                                        : new RoleService.Grant(g.resource(), g.rights()))
                            .toList(),
                    values,
                    instances);
            if (exists) {
              roles.update(name, fields, null, actor);
            } else {
              roles.create(name, fields, actor);
            }
            return exists;
          });
    }
    return tally.summary();
  }

  /** A property value as read from JSON, in the form properties are checked in. */
  private static Object plain(Object value) {
    if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
      return ((Number) value).longValue();
    }
    if (value instanceof Double || value instanceof Float) {
      return new java.math.BigDecimal(value.toString());
    }
    if (value instanceof java.math.BigInteger b) {
      return b.bitLength() < 64 ? (Object) b.longValue() : b;
    }
    return value;
  }

  /** The role's instances with only the labels and attributes the system has. */
  private static List<RequestedLabel> fitted(
      SecurityDocument.RoleEntry entry, Map<String, Set<String>> known, Tally tally) {
    List<RequestedLabel> kept = new ArrayList<>();
    for (RequestedLabel instance :
        entry.securityLabels() == null ? List.<RequestedLabel>of() : entry.securityLabels()) {
      if (instance == null || !known.containsKey(instance.name())) {
        tally.dropped.add(entry.name() + ": " + (instance == null ? "null" : instance.name()));
        continue;
      }
      Set<String> paths = known.get(instance.name());
      List<RequestedLabel.LabelValue> values = new ArrayList<>();
      for (RequestedLabel.LabelValue v :
          instance.attributes() == null
              ? List.<RequestedLabel.LabelValue>of()
              : instance.attributes()) {
        if (v != null && paths.contains(v.path())) {
          values.add(v);
        } else {
          tally.dropped.add(
              entry.name() + ": " + instance.name() + "." + (v == null ? "null" : v.path()));
        }
      }
      kept.add(new RequestedLabel(instance.name(), values));
    }
    return kept;
  }

  SecurityTransfer.Summary importLabels(SecurityDocument document, boolean recreate, String actor) {
    if (recreate) {
      transactions.executeWithoutResult(
          t -> {
            labelStore.deleteAllInstances();
            principals.clear();
          });
    }
    Tally tally = new Tally();
    for (SecurityDocument.LabelEntry entry : document.securityLabels()) {
      String name = entry.name();
      tally.run(
          name,
          () -> {
            SecurityLabel label =
                new SecurityLabel(
                    name,
                    entry.displayName(),
                    entry.description(),
                    entry.attributes(),
                    null,
                    null,
                    1);
            boolean exists = name != null && labelStore.find(name).isPresent();
            if (exists) {
              labels.update(name, label, null, actor);
            } else {
              labels.create(label, actor);
            }
            return exists;
          });
    }
    return tally.summary();
  }

  /** What an import did, one role or label after another. */
  private static final class Tally {
    int created;
    int updated;
    final List<SecurityTransfer.Skipped> skipped = new ArrayList<>();
    final List<String> dropped = new ArrayList<>();

    void run(String name, java.util.function.Supplier<Boolean> work) {
      try {
        if (work.get()) {
          updated++;
        } else {
          created++;
        }
      } catch (PlatformException e) {
        skipped.add(
            new SecurityTransfer.Skipped(
                String.valueOf(name),
                e.problems().stream().map(p -> p.code().name()).distinct().toList()));
      }
    }

    SecurityTransfer.Summary summary() {
      return new SecurityTransfer.Summary(0, created, updated, skipped, dropped, null);
    }
  }
}
