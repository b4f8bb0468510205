package org.platform.mdm.dp.function;

import java.util.List;
import java.util.Set;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * Masks a text: the first {@code keepFirst} and last {@code keepLast} characters stay, every other
 * letter or digit becomes {@code maskCharacter}, and spaces and punctuation stay, so that the shape
 * of a phone number or a card number survives ({@code +7 (912) 345-67-89} with the last two kept
 * becomes {@code +* (***) ***-**-89}). Characters are counted as Unicode code points.
 */
final class Mask extends SystemFunction {

  static final String NAME = "Mask";

  Mask() {
    super(
        NAME,
        new Texts("Mask", "Маска"),
        new Texts(
            "Replaces letters and digits with a mask character, keeping the first and last"
                + " characters asked for, spaces and punctuation.",
            "Заменяет буквы и цифры знаком маски, оставляя заданное число первых и последних"
                + " знаков, пробелы и знаки препинания."),
        Set.of(SimpleDataType.STRING),
        List.of(
            new FunctionParameter(
                "keepFirst",
                SimpleDataType.INTEGER,
                false,
                0L,
                "How many characters at the start stay as they are."),
            new FunctionParameter(
                "keepLast",
                SimpleDataType.INTEGER,
                false,
                0L,
                "How many characters at the end stay as they are."),
            new FunctionParameter(
                "maskCharacter",
                SimpleDataType.STRING,
                false,
                "*",
                "The one character that replaces a letter or digit.")));
  }

  @Override
  Obfuscator make(ObfuscationContext context) {
    int first = count(context, "keepFirst", 0, 1_000_000);
    int last = count(context, "keepLast", 0, 1_000_000);
    String mask = context.parameter("maskCharacter");
    if (mask.codePointCount(0, mask.length()) != 1) {
      throw new IllegalArgumentException("maskCharacter must be one character, not '" + mask + "'");
    }
    int maskPoint = mask.codePointAt(0);
    return value -> {
      int[] points = ((String) value).codePoints().toArray();
      StringBuilder masked = new StringBuilder(points.length);
      for (int i = 0; i < points.length; i++) {
        boolean kept = i < first || i >= points.length - last;
        masked.appendCodePoint(
            kept || !Character.isLetterOrDigit(points[i]) ? points[i] : maskPoint);
      }
      return masked.toString();
    };
  }
}
