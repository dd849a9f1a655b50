#include "dsl/dtype.h"

#include <array>

namespace gfxtile {
namespace {

struct ScalarInfo {
  std::string_view name;
  int bits;
};

constexpr std::array<ScalarInfo, 13> kScalars = {{
    {"f32", 32}, {"f16", 16}, {"bf16", 16},
    {"f8e4m3", 8}, {"f8e5m2", 8}, {"f8e4m3fnuz", 8}, {"f8e5m2fnuz", 8},
    {"i1", 1}, {"i8", 8}, {"i16", 16}, {"i32", 32}, {"i64", 64}, {"u32", 32},
}};

const ScalarInfo& info(ScalarType type) { return kScalars[static_cast<size_t>(type)]; }

}  // namespace

bool DType::is_float() const { return !pointer && scalar <= ScalarType::f8e5m2fnuz; }
bool DType::is_fp8() const {
  return !pointer && scalar >= ScalarType::f8e4m3 && scalar <= ScalarType::f8e5m2fnuz;
}
bool DType::is_integer() const { return !pointer && scalar >= ScalarType::i1; }
bool DType::is_signed() const {
  return !pointer && scalar >= ScalarType::i8 && scalar <= ScalarType::i64;
}
int DType::bits() const { return pointer ? 64 : info(scalar).bits; }

std::string DType::name() const {
  const std::string element(info(scalar).name);
  return pointer ? "ptr<" + element + ">" : element;
}

std::optional<DType> parse_dtype(std::string_view text) {
  bool pointer = false;
  if (text.starts_with("ptr<") && text.ends_with(">")) {
    pointer = true;
    text = text.substr(4, text.size() - 5);
  }
  for (size_t i = 0; i < kScalars.size(); ++i)
    if (kScalars[i].name == text) return DType(static_cast<ScalarType>(i), pointer);
  return std::nullopt;
}

}  // namespace gfxtile
