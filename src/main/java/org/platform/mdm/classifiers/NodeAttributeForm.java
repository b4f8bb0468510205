package org.platform.mdm.classifiers;

import java.util.List;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.ObfuscationSettings;

/**
 * A node attribute in its JSON form, as drafts and the node table hold it: the model's attribute
 * fields (those a node attribute can use, with the confidential flag and obfuscation function that
 * depersonalization reads) and {@code inheritable}; absent flags are false.
 */
public record NodeAttributeForm(
    String name,
    String displayName,
    String description,
    String type,
    Boolean array,
    Boolean required,
    String enumeration,
    String lookupEntity,
    String defaultValue,
    Boolean inheritable,
    Boolean confidential,
    ObfuscationSettings obfuscationFunction) {

  public NodeAttribute toAttribute() {
    return new NodeAttribute(
        new AttributeDef(
            name,
            displayName,
            description,
            type,
            array,
            required,
            enumeration,
            lookupEntity,
            null,
            defaultValue,
            null,
            null,
            confidential,
            obfuscationFunction),
        Boolean.TRUE.equals(inheritable));
  }

  public static NodeAttributeForm of(NodeAttribute a) {
    AttributeDef d = a.definition();
    return new NodeAttributeForm(
        d.name(),
        d.displayName(),
        d.description(),
        d.type(),
        d.array(),
        d.required(),
        d.enumeration(),
        d.lookupEntity(),
        d.defaultValue(),
        a.inheritable(),
        d.confidential(),
        d.obfuscationFunction());
  }

  static List<NodeAttribute> attributes(List<NodeAttributeForm> forms) {
    return forms == null
        ? List.of()
        : forms.stream()
            .map(f -> f == null ? new NodeAttribute(null, false) : f.toAttribute())
            .toList();
  }
}
