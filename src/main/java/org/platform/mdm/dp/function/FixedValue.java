package org.platform.mdm.dp.function;

import java.util.EnumSet;
import java.util.List;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/** Replaces every value with one value of the attribute's type, the parameter {@code value}. */
final class FixedValue extends SystemFunction {

  static final String NAME = "FixedValue";

  FixedValue() {
    super(
        NAME,
        new Texts("Fixed value", "Постоянное значение"),
        new Texts(
            "Replaces every value with the one value given.",
            "Заменяет каждое значение одним заданным."),
        EnumSet.of(
            SimpleDataType.STRING,
            SimpleDataType.INTEGER,
            SimpleDataType.NUMBER,
            SimpleDataType.BOOLEAN,
            SimpleDataType.DATE,
            SimpleDataType.TIME,
            SimpleDataType.TIMESTAMP),
        List.of(
            new FunctionParameter(
                "value", null, true, null, "The value, of the attribute's type, put everywhere.")));
  }

  @Override
  Obfuscator make(ObfuscationContext context) {
    Object fixed = context.parameter("value");
    return value -> fixed;
  }
}
