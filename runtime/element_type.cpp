#include "runtime/element_type.h"

#include <string>
#include <utility>

namespace gfxtile {

size_t element_size(ElementType type) {
  switch (type) {
    case ElementType::f64: case ElementType::i64: case ElementType::u64: return 8;
    case ElementType::f32: case ElementType::i32: case ElementType::u32: return 4;
    case ElementType::f16: case ElementType::bf16: case ElementType::i16: case ElementType::u16: return 2;
    case ElementType::i8: case ElementType::u8: return 1;
  }
  return 0;
}

bool is_floating_point(ElementType type) {
  return type == ElementType::f64 || type == ElementType::f32 || type == ElementType::f16 || type == ElementType::bf16;
}

std::optional<ElementType> element_type_from_c_name(std::string_view name, bool& pointer) {
  // Drop qualifiers and spaces: "const float *" -> "float*".
  std::string text;
  size_t start = 0;
  while (start < name.size()) {
    size_t end = name.find_first_of(" *", start);
    if (end == std::string_view::npos) end = name.size();
    const std::string_view word = name.substr(start, end - start);
    if (!word.empty() && word != "const" && word != "volatile" && word != "restrict" && word != "__restrict__" &&
        word != "__restrict")
      text += (text.empty() || text.back() == '*' ? "" : " ") + std::string(word);
    if (end < name.size() && name[end] == '*') text += '*';
    start = end + 1;
  }
  pointer = !text.empty() && text.back() == '*';
  if (pointer) text.pop_back();
  if (text.find('*') != std::string::npos) return std::nullopt;  // pointer to pointer
  static const std::pair<std::string_view, ElementType> kNames[] = {
      {"float", ElementType::f32},         {"double", ElementType::f64},         {"half", ElementType::f16},
      {"_Float16", ElementType::f16},      {"__fp16", ElementType::f16},         {"__half", ElementType::f16},
      {"__bf16", ElementType::bf16},       {"bfloat16", ElementType::bf16},      {"hip_bfloat16", ElementType::bf16},
      {"__hip_bfloat16", ElementType::bf16}, {"char", ElementType::i8},          {"signed char", ElementType::i8},
      {"int8_t", ElementType::i8},         {"uchar", ElementType::u8},           {"unsigned char", ElementType::u8},
      {"uint8_t", ElementType::u8},        {"short", ElementType::i16},          {"int16_t", ElementType::i16},
      {"ushort", ElementType::u16},        {"unsigned short", ElementType::u16}, {"uint16_t", ElementType::u16},
      {"int", ElementType::i32},           {"int32_t", ElementType::i32},        {"uint", ElementType::u32},
      {"unsigned int", ElementType::u32},  {"unsigned", ElementType::u32},       {"uint32_t", ElementType::u32},
      {"long", ElementType::i64},          {"long long", ElementType::i64},      {"int64_t", ElementType::i64},
      {"ulong", ElementType::u64},         {"unsigned long", ElementType::u64},  {"uint64_t", ElementType::u64},
      {"size_t", ElementType::u64},
  };
  for (const auto& [known, type] : kNames)
    if (text == known) return type;
  return std::nullopt;
}

std::string_view element_type_name(ElementType type) {
  switch (type) {
    case ElementType::f64: return "f64";
    case ElementType::f32: return "f32";
    case ElementType::f16: return "f16";
    case ElementType::bf16: return "bf16";
    case ElementType::i64: return "i64";
    case ElementType::i32: return "i32";
    case ElementType::i16: return "i16";
    case ElementType::i8: return "i8";
    case ElementType::u64: return "u64";
    case ElementType::u32: return "u32";
    case ElementType::u16: return "u16";
    case ElementType::u8: return "u8";
  }
  return "?";
}

}  // namespace gfxtile
