// See vgpr_msb_repair.h. The operand slots follow LLVM's AMDGPULowerVGPREncoding (and the
// emulator's emu/gfx12_decoder.cpp, which decodes them): VALU and both VOPD halves (vdst, src0,
// src1, src2), DS (addr, data0, data1, vdst), FLAT / global / scratch (vaddr, vdata, -, vdst),
// buffers (vaddr, -, -, vdata).

#include "lowering/vgpr_msb_repair.h"

#include <cctype>
#include <cstdlib>
#include <regex>
#include <vector>

namespace gfxtile {
namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

// The instruction of an assembly line (comment after ';' dropped), or "" for directives,
// labels, comments and blank lines.
std::string_view instruction_of(std::string_view line) {
  if (const size_t comment = line.find(';'); comment != std::string_view::npos) line = line.substr(0, comment);
  line = trim(line);
  if (line.empty() || line.front() == '.' || line.back() == ':' || line.starts_with("//")) return {};
  const char first = line.front();
  if (first < 'a' || first > 'z') return {};
  return line;
}

std::string_view mnemonic_of(std::string_view instruction) { return instruction.substr(0, instruction.find(' ')); }

// Instructions LLVM's pass steps over when it places a mode change.
bool program_state(std::string_view mnemonic) {
  return mnemonic.starts_with("s_barrier") || mnemonic.starts_with("s_wait") || mnemonic == "s_delay_alu";
}

// "v12 /*v268*/" -> "v268", "v[4:5] /*v[260:261]*/" -> "v[260:261]": the registers meant.
std::string meant_registers(std::string_view text) {
  static const std::regex single(R"(v(\d+)\s*/\*v(\d+)\*/)"), range(R"(v\[(\d+):(\d+)\]\s*/\*v\[(\d+):(\d+)\]\*/)");
  std::string result = std::regex_replace(std::string(text), range, "v[$3:$4]");
  return std::regex_replace(result, single, "v$2");
}

// Operands split at top-level commas; the last one loses trailing modifiers ("off offset:16").
std::vector<std::string> operands_of(std::string_view text) {
  std::vector<std::string> operands;
  const size_t space = text.find(' ');
  if (space == std::string_view::npos) return operands;
  std::string_view rest = text.substr(space + 1);
  int depth = 0;
  std::string current;
  for (char c : rest) {
    if (c == '[' || c == '(') ++depth;
    if (c == ']' || c == ')') --depth;
    if (c == ',' && depth == 0) {
      operands.emplace_back(trim(current));
      current.clear();
    } else {
      current += c;
    }
  }
  operands.emplace_back(trim(current));
  for (auto& operand : operands) {
    // Modifiers follow the last operand after a space; an operand itself has none (|v1| and
    // -v1 are written without spaces).
    int level = 0;
    for (size_t i = 0; i < operand.size(); ++i) {
      if (operand[i] == '[' || operand[i] == '(') ++level;
      if (operand[i] == ']' || operand[i] == ')') --level;
      if (operand[i] == ' ' && level == 0) {
        operand.resize(i);
        break;
      }
    }
  }
  return operands;
}

// The VGPR an operand names (its first register), or -1.
int vgpr_of(std::string_view operand) {
  for (size_t i = 0; i < operand.size(); ++i) {
    if (operand[i] != 'v' || (i > 0 && std::isalnum(static_cast<unsigned char>(operand[i - 1])))) continue;
    const size_t digits = i + 1 < operand.size() && operand[i + 1] == '[' ? i + 2 : i + 1;
    if (digits < operand.size() && std::isdigit(static_cast<unsigned char>(operand[digits])))
      return std::atoi(std::string(operand.substr(digits)).c_str());
  }
  return -1;
}

bool scalar_operand(std::string_view operand) {
  return operand.starts_with("s") || operand.starts_with("vcc") || operand.starts_with("null") ||
         operand.starts_with("exec");
}

// Destinations a VALU operation writes before its sources.
int valu_destinations(std::string_view mnemonic, const std::vector<std::string>& operands) {
  if (mnemonic.starts_with("v_cmpx") || mnemonic.starts_with("v_nop")) return 0;
  const bool carry = mnemonic.find("_co_") != std::string_view::npos || mnemonic.starts_with("v_div_scale") ||
                     mnemonic.starts_with("v_mad_u64") || mnemonic.starts_with("v_mad_i64") ||
                     mnemonic.starts_with("v_mad_co");
  if (carry && operands.size() > 2 && scalar_operand(operands[1])) return 2;
  return 1;
}

void assign(const std::vector<std::string>& operands, int destinations, std::vector<VgprField>& fields,
            const int* slots = nullptr) {
  int source = 0;
  for (size_t k = 0; k < operands.size(); ++k) {
    const int field = static_cast<int>(k) < destinations ? 3 : (slots ? slots[source++] : source++);
    const int vgpr = vgpr_of(operands[k]);
    if (vgpr >= 0 && field >= 0 && field <= 3) fields.push_back({field, vgpr});
  }
}

bool fits(const std::vector<VgprField>& fields, uint32_t mode) {
  for (const VgprField& f : fields)
    if (((mode >> (2 * f.field)) & 3) != uint32_t(f.vgpr >> 8)) return false;
  return true;
}

}  // namespace

bool vgpr_fields(std::string_view instruction, std::vector<VgprField>& fields) {
  fields.clear();
  const std::string text = meant_registers(instruction);
  const std::string_view view = text;
  const std::string_view mnemonic = mnemonic_of(view);
  if (mnemonic.starts_with("v_")) {
    const size_t dual = view.find(" :: ");
    if (dual != std::string_view::npos) {
      for (std::string_view half : {view.substr(0, dual), view.substr(dual + 4)}) {
        half = trim(half);
        const auto operands = operands_of(half);
        assign(operands, 1, fields);
      }
      return true;
    }
    const auto operands = operands_of(view);
    assign(operands, valu_destinations(mnemonic, operands), fields);
    return true;
  }
  if (mnemonic.starts_with("ds_")) {
    const bool returns = mnemonic.starts_with("ds_load") || mnemonic.starts_with("ds_read") ||
                         mnemonic.find("_rtn") != std::string_view::npos || mnemonic.starts_with("ds_bpermute") ||
                         mnemonic.starts_with("ds_permute") || mnemonic.starts_with("ds_swizzle");
    assign(operands_of(view), returns ? 1 : 0, fields);
    return true;
  }
  if (mnemonic.starts_with("global_") || mnemonic.starts_with("flat_") || mnemonic.starts_with("scratch_")) {
    const bool returns = mnemonic.find("_load") != std::string_view::npos ||
                         view.find("TH_ATOMIC_RETURN") != std::string_view::npos;
    assign(operands_of(view), returns ? 1 : 0, fields);
    return true;
  }
  if (mnemonic.starts_with("buffer_")) {
    assign(operands_of(view), 1, fields);
    return true;
  }
  // Anything else: fine only without VGPR operands.
  for (const auto& operand : operands_of(view))
    if (vgpr_of(operand) >= 0) return false;
  return true;
}

VgprMsbRepair repair_vgpr_msb_placement(std::string_view assembly) {
  std::vector<std::string> lines;
  for (size_t start = 0; start <= assembly.size();) {
    size_t end = assembly.find('\n', start);
    if (end == std::string_view::npos) end = assembly.size();
    lines.emplace_back(assembly.substr(start, end - start));
    start = end + 1;
  }
  VgprMsbRepair repair;
  std::vector<size_t> instructions;
  for (size_t i = 0; i < lines.size(); ++i)
    if (!instruction_of(lines[i]).empty()) instructions.push_back(i);
  std::vector<VgprField> fields;
  for (size_t n = 0; n < instructions.size(); ++n) {
    const std::string_view set = instruction_of(lines[instructions[n]]);
    if (mnemonic_of(set) != "s_set_vgpr_msb") continue;
    // The instruction the mode change lands before (s_delay_alu, inserted after LLVM's pass,
    // may sit between), then the run of program state instructions after it.
    size_t x = n + 1;
    while (x < instructions.size() && mnemonic_of(instruction_of(lines[instructions[x]])) == "s_delay_alu") ++x;
    if (x + 1 >= instructions.size()) continue;
    const std::string_view next = instruction_of(lines[instructions[x]]);
    const std::string_view after = instruction_of(lines[instructions[x + 1]]);
    if (program_state(mnemonic_of(next)) || mnemonic_of(next) == "s_set_vgpr_msb" || !program_state(mnemonic_of(after)))
      continue;
    // Only instructions with nothing but comments between them (one basic block).
    bool adjacent = true;
    for (size_t i = instructions[n] + 1; i < instructions[x + 1]; ++i) {
      const std::string_view line = trim(lines[i]);
      if (!instruction_of(lines[i]).empty() || line.empty() || line.front() == ';') continue;
      adjacent = false;
    }
    if (!adjacent) continue;
    const uint32_t immediate = static_cast<uint32_t>(std::strtoul(std::string(trim(set.substr(set.find(' ') + 1))).c_str(), nullptr, 0));
    const uint32_t mode = immediate & 0xff, previous = (immediate >> 8) & 0xff;
    if (!vgpr_fields(next, fields)) continue;
    if (fits(fields, previous) && !fits(fields, mode)) {
      // The s_set_vgpr_msb goes right after that instruction.
      std::string moved = std::move(lines[instructions[n]]);
      for (size_t i = instructions[n]; i < instructions[x]; ++i) lines[i] = std::move(lines[i + 1]);
      lines[instructions[x]] = std::move(moved);
      ++repair.moved;
      n = x;
    }
  }
  if (repair.moved == 0) {
    repair.assembly = std::string(assembly);
    return repair;
  }
  for (size_t i = 0; i < lines.size(); ++i) {
    repair.assembly += lines[i];
    if (i + 1 < lines.size()) repair.assembly += '\n';
  }
  return repair;
}

}  // namespace gfxtile
