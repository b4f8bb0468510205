package org.platform.mdm.dp.function;

import java.util.List;
import java.util.Set;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.KeyedRandom;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * Replaces a text with the hexadecimal HMAC-SHA256 of it under the run's key, cut to {@code length}
 * digits: equal texts give equal hashes, and without the key nobody can tell which text a hash
 * stands for, even by hashing guesses (a plain hash would let them).
 */
final class KeyedHash extends SystemFunction {

  static final String NAME = "KeyedHash";

  KeyedHash() {
    super(
        NAME,
        new Texts("Keyed hash", "Хеш с ключом"),
        new Texts(
            "Replaces a text with its HMAC-SHA256 under the run's secret key, in hexadecimal"
                + " digits.",
            "Заменяет текст его HMAC-SHA256 с секретным ключом запуска, шестнадцатеричными"
                + " цифрами."),
        Set.of(SimpleDataType.STRING),
        List.of(
            new FunctionParameter(
                "length",
                SimpleDataType.INTEGER,
                false,
                32L,
                "How many hexadecimal digits of the hash to keep, from 8 to 64.")));
  }

  @Override
  Obfuscator make(ObfuscationContext context) {
    int length = count(context, "length", 8, 64);
    KeyedRandom random = context.random();
    return value -> random.hex((String) value).substring(0, length);
  }
}
