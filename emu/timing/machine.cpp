#include "emu/timing/machine.h"

#include <vector>

#include "core/error.h"
#include "emu/timing/text.h"

namespace gfxtile::emu::timing {

std::string_view pipe_name(Pipe pipe) {
  static constexpr std::string_view kNames[kPipeCount] = {"scalar", "vector", "transcendental", "matrix", "LDS",
                                                          "vector memory", "scalar memory", "branch", "wait",
                                                          "barrier", "other"};
  return kNames[size_t(pipe)];
}

std::span<const Machine* const> machines() {
  static const std::vector<const Machine*> all = [] {
    std::vector<const Machine*> list;
    for (auto table : {gfx942_machines(), gfx950_machines(), gfx1250_machines()})
      for (const Machine& machine : table) list.push_back(&machine);
    return list;
  }();
  return all;
}

const Machine* find_machine(std::string_view name) {
  for (const Machine* machine : machines())
    if (machine->name == name) return machine;
  return nullptr;
}

// The first machine of a target's file is its default.
const Machine& default_machine(Architecture architecture) {
  for (const Machine* machine : machines())
    if (machine->architecture == architecture) return *machine;
  fail("timing: no machine description for this target");
}

std::string machine_names() {
  std::string names;
  for (const Machine* machine : machines()) names += (names.empty() ? "" : ", ") + std::string(machine->name);
  return names;
}

int text_number_after(std::string_view text, std::string_view key, int missing) {
  const size_t at = text.find(key);
  if (at == std::string_view::npos) return missing;
  size_t i = at + key.size();
  while (i < text.size() && text[i] == ' ') ++i;
  int base = 10;
  if (i + 1 < text.size() && text[i] == '0' && (text[i + 1] == 'x' || text[i + 1] == 'X')) base = 16, i += 2;
  int value = 0;
  bool any = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    int digit = c >= '0' && c <= '9' ? c - '0' : base == 16 && c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (digit < 0) break;
    value = value * base + digit;
    any = true;
  }
  return any ? value : missing;
}

}  // namespace gfxtile::emu::timing

namespace gfxtile::emu::timing {

MatrixShape matrix_shape(std::string_view mnemonic) {
  MatrixShape shape;
  // The first "MxNxK" after the prefix.
  size_t i = 0;
  while (i < mnemonic.size()) {
    if (mnemonic[i] >= '0' && mnemonic[i] <= '9' && (i == 0 || mnemonic[i - 1] == '_')) {
      int values[3] = {0, 0, 0};
      size_t j = i;
      int parsed = 0;
      for (; parsed < 3 && j < mnemonic.size(); ++parsed) {
        int value = 0;
        bool any = false;
        while (j < mnemonic.size() && mnemonic[j] >= '0' && mnemonic[j] <= '9') value = value * 10 + (mnemonic[j++] - '0'), any = true;
        if (!any) break;
        values[parsed] = value;
        if (parsed < 2) {
          if (j >= mnemonic.size() || mnemonic[j] != 'x') break;
          ++j;
        }
      }
      if (values[2] > 0) {
        shape.m = values[0], shape.n = values[1], shape.k = values[2];
        std::string_view rest = mnemonic.substr(j);
        // "_2b", "_4b", "_16b": independent blocks.
        for (size_t b = 0; b + 2 < rest.size(); ++b)
          if (rest[b] == '_' && rest[b + 1] >= '0' && rest[b + 1] <= '9') {
            size_t e = b + 1;
            int blocks = 0;
            while (e < rest.size() && rest[e] >= '0' && rest[e] <= '9') blocks = blocks * 10 + (rest[e++] - '0');
            if (e < rest.size() && rest[e] == 'b' && (e + 1 == rest.size() || rest[e + 1] == '_')) shape.blocks = blocks;
          }
        shape.type = contains(rest, "f8f6f4") ? "f8f6f4"
                     : contains(rest, "bf16")  ? "bf16"
                     : contains(rest, "f16")   ? "f16"
                     : contains(rest, "fp8") || contains(rest, "bf8") ? "fp8"
                     : contains(rest, "i8") || contains(rest, "iu8") ? "i8"
                     : contains(rest, "xf32")  ? "xf32"
                     : contains(mnemonic, "f64") ? "f64"
                                                 : "f32";
        return shape;
      }
    }
    ++i;
  }
  return shape;
}

}  // namespace gfxtile::emu::timing
