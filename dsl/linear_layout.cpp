#include "dsl/linear_layout.h"

#include <bit>

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile {
namespace {

bool is_power_of_two(int64_t value) { return value > 0 && (value & (value - 1)) == 0; }
int log2_of(int64_t value) { return std::countr_zero(static_cast<uint64_t>(value)); }

}  // namespace

LinearLayout::LinearLayout(std::vector<InDim> in_dims, std::vector<OutDim> out_dims)
    : in_dims_(std::move(in_dims)), out_dims_(std::move(out_dims)) {
  for (const auto& out : out_dims_)
    if (!is_power_of_two(out.size))
      fail("linear layout: output dimension '{}' has size {}, which is not a power of two", out.name, out.size);
  if (total_out_bits() > 64 || total_in_bits() > 64)
    fail("linear layout: more than 64 input or output bits");
  for (const auto& in : in_dims_)
    for (const auto& basis : in.bases) {
      if (basis.size() != out_dims_.size())
        fail("linear layout: a basis of '{}' has {} coordinates for {} output dimensions", in.name, basis.size(),
             out_dims_.size());
      for (size_t d = 0; d < basis.size(); ++d)
        if (basis[d] < 0 || basis[d] >= out_dims_[d].size)
          fail("linear layout: basis coordinate {} of '{}' is outside '{}' (size {})", basis[d], in.name,
               out_dims_[d].name, out_dims_[d].size);
    }
}

LinearLayout LinearLayout::identity(int32_t size, const std::string& in, const std::string& out) {
  if (!is_power_of_two(size)) fail("linear layout: identity of size {} (not a power of two)", size);
  InDim dim{in, {}};
  for (int32_t value = 1; value < size; value *= 2) dim.bases.push_back({value});
  return LinearLayout({dim}, {{out, size}});
}

LinearLayout LinearLayout::zeros(int32_t size, const std::string& in, const std::string& out) {
  if (!is_power_of_two(size)) fail("linear layout: zeros of size {} (not a power of two)", size);
  InDim dim{in, std::vector<std::vector<int32_t>>(log2_of(size), std::vector<int32_t>{0})};
  return LinearLayout({dim}, {{out, 1}});
}

int LinearLayout::in_index(const std::string& name) const {
  for (size_t i = 0; i < in_dims_.size(); ++i)
    if (in_dims_[i].name == name) return static_cast<int>(i);
  return -1;
}

int LinearLayout::out_index(const std::string& name) const {
  for (size_t i = 0; i < out_dims_.size(); ++i)
    if (out_dims_[i].name == name) return static_cast<int>(i);
  return -1;
}

int LinearLayout::in_bits(const std::string& name) const {
  const int index = in_index(name);
  return index < 0 ? 0 : static_cast<int>(in_dims_[index].bases.size());
}
int32_t LinearLayout::in_size(const std::string& name) const { return int32_t{1} << in_bits(name); }
int32_t LinearLayout::out_size(const std::string& name) const {
  const int index = out_index(name);
  return index < 0 ? 1 : out_dims_[index].size;
}

int LinearLayout::total_in_bits() const {
  int bits = 0;
  for (const auto& in : in_dims_) bits += static_cast<int>(in.bases.size());
  return bits;
}

int LinearLayout::total_out_bits() const {
  int bits = 0;
  for (const auto& out : out_dims_) bits += log2_of(out.size);
  return bits;
}

int64_t LinearLayout::total_out_size() const { return int64_t{1} << total_out_bits(); }

uint64_t LinearLayout::pack(const std::vector<int32_t>& coordinates) const {
  uint64_t bits = 0;
  int shift = 0;
  for (size_t d = 0; d < out_dims_.size(); ++d) {
    bits |= static_cast<uint64_t>(coordinates[d]) << shift;
    shift += log2_of(out_dims_[d].size);
  }
  return bits;
}

std::vector<int32_t> LinearLayout::unpack(uint64_t bits) const {
  std::vector<int32_t> coordinates(out_dims_.size());
  for (size_t d = 0; d < out_dims_.size(); ++d) {
    const int width = log2_of(out_dims_[d].size);
    coordinates[d] = static_cast<int32_t>(bits & ((uint64_t{1} << width) - 1));
    bits >>= width;
  }
  return coordinates;
}

uint64_t LinearLayout::packed_basis(int in_dim, int bit) const { return pack(in_dims_[in_dim].bases[bit]); }

std::vector<int32_t> LinearLayout::apply(const std::vector<int32_t>& inputs) const {
  if (inputs.size() != in_dims_.size())
    fail("linear layout: {} inputs given for {} input dimensions", inputs.size(), in_dims_.size());
  uint64_t bits = 0;
  for (size_t i = 0; i < in_dims_.size(); ++i)
    for (size_t b = 0; b < in_dims_[i].bases.size(); ++b)
      if ((inputs[i] >> b) & 1) bits ^= packed_basis(static_cast<int>(i), static_cast<int>(b));
  return unpack(bits);
}

LinearLayout LinearLayout::operator*(const LinearLayout& other) const {
  std::vector<OutDim> outs = out_dims_;
  for (const auto& out : other.out_dims_) {
    const int index = out_index(out.name);
    if (index < 0) outs.push_back(out);
    else outs[index].size *= out.size;
  }
  // Re-expresses a basis of `source` in the united output dimensions; `scaled` multiplies the
  // coordinates of dimensions this layout already has by its size there.
  auto convert = [&](const LinearLayout& source, const std::vector<int32_t>& basis, bool scaled) {
    std::vector<int32_t> result(outs.size(), 0);
    for (size_t d = 0; d < source.out_dims_.size(); ++d) {
      int target = 0;
      while (outs[target].name != source.out_dims_[d].name) ++target;
      result[target] = basis[d] * (scaled ? out_size(source.out_dims_[d].name) : 1);
    }
    return result;
  };
  std::vector<InDim> ins;
  for (const auto& in : in_dims_) {
    InDim dim{in.name, {}};
    for (const auto& basis : in.bases) dim.bases.push_back(convert(*this, basis, false));
    ins.push_back(std::move(dim));
  }
  for (const auto& in : other.in_dims_) {
    int index = -1;
    for (size_t i = 0; i < ins.size(); ++i)
      if (ins[i].name == in.name) index = static_cast<int>(i);
    if (index < 0) {
      ins.push_back({in.name, {}});
      index = static_cast<int>(ins.size()) - 1;
    }
    for (const auto& basis : in.bases) ins[index].bases.push_back(convert(other, basis, true));
  }
  return LinearLayout(std::move(ins), std::move(outs));
}

LinearLayout LinearLayout::compose(const LinearLayout& outer) const {
  if (outer.in_dims_.size() != out_dims_.size())
    fail("linear layout: compose needs the outer layout's inputs to be this layout's outputs");
  for (size_t d = 0; d < out_dims_.size(); ++d)
    if (outer.in_dims_[d].name != out_dims_[d].name || outer.in_size(out_dims_[d].name) != out_dims_[d].size)
      fail("linear layout: compose: output '{}' (size {}) does not match the outer input '{}' (size {})",
           out_dims_[d].name, out_dims_[d].size, outer.in_dims_[d].name, outer.in_size(outer.in_dims_[d].name));
  std::vector<InDim> ins;
  for (const auto& in : in_dims_) {
    InDim dim{in.name, {}};
    for (const auto& basis : in.bases) dim.bases.push_back(outer.apply(basis));
    ins.push_back(std::move(dim));
  }
  return LinearLayout(std::move(ins), outer.out_dims_);
}

bool LinearLayout::is_injective() const {
  F2Span span;
  for (size_t i = 0; i < in_dims_.size(); ++i)
    for (size_t b = 0; b < in_dims_[i].bases.size(); ++b)
      if (!span.insert(packed_basis(static_cast<int>(i), static_cast<int>(b)))) return false;
  return true;
}

bool LinearLayout::is_surjective() const {
  F2Span span;
  for (size_t i = 0; i < in_dims_.size(); ++i)
    for (size_t b = 0; b < in_dims_[i].bases.size(); ++b)
      span.insert(packed_basis(static_cast<int>(i), static_cast<int>(b)));
  return span.rank() == total_out_bits();
}

LinearLayout LinearLayout::invert() const {
  if (!is_injective() || !is_surjective())
    fail("linear layout: only a bijective layout has an inverse; this one is {}", to_string());
  F2Span span;
  std::vector<std::pair<int, int>> generator;  // insertion index -> (in dim, bit)
  for (size_t i = 0; i < in_dims_.size(); ++i)
    for (size_t b = 0; b < in_dims_[i].bases.size(); ++b) {
      span.insert(packed_basis(static_cast<int>(i), static_cast<int>(b)));
      generator.emplace_back(static_cast<int>(i), static_cast<int>(b));
    }
  std::vector<InDim> ins;
  std::vector<OutDim> outs;
  for (const auto& in : in_dims_) outs.push_back({in.name, int32_t{1} << in.bases.size()});
  int shift = 0;
  for (const auto& out : out_dims_) {
    InDim dim{out.name, {}};
    for (int b = 0; b < log2_of(out.size); ++b) {
      const uint64_t combination = *span.solve(uint64_t{1} << (shift + b));
      std::vector<int32_t> basis(outs.size(), 0);
      for (size_t g = 0; g < generator.size(); ++g)
        if ((combination >> g) & 1) basis[generator[g].first] ^= int32_t{1} << generator[g].second;
      dim.bases.push_back(basis);
    }
    shift += log2_of(out.size);
    ins.push_back(std::move(dim));
  }
  return LinearLayout(std::move(ins), std::move(outs));
}

LinearLayout LinearLayout::remove_zero_bases(const std::string& in) const {
  LinearLayout result = *this;
  const int index = in_index(in);
  if (index < 0) return result;
  auto& bases = result.in_dims_[index].bases;
  std::erase_if(bases, [](const std::vector<int32_t>& basis) {
    for (int32_t value : basis)
      if (value != 0) return false;
    return true;
  });
  return result;
}

LinearLayout LinearLayout::remove_out_dim(const std::string& out) const {
  const int index = out_index(out);
  if (index < 0) return *this;
  LinearLayout result = *this;
  result.out_dims_.erase(result.out_dims_.begin() + index);
  for (auto& in : result.in_dims_)
    for (auto& basis : in.bases) basis.erase(basis.begin() + index);
  return result;
}

LinearLayout LinearLayout::insert_out_dim(int position, const std::string& out) const {
  LinearLayout result = *this;
  result.out_dims_.insert(result.out_dims_.begin() + position, OutDim{out, 1});
  for (auto& in : result.in_dims_)
    for (auto& basis : in.bases) basis.insert(basis.begin() + position, 0);
  return result;
}

LinearLayout LinearLayout::permute_outs(const std::vector<int>& order) const {
  if (order.size() != out_dims_.size()) fail("linear layout: permutation of the wrong length");
  LinearLayout result = *this;
  for (size_t d = 0; d < order.size(); ++d) result.out_dims_[d] = out_dims_[order[d]];
  for (auto& in : result.in_dims_)
    for (auto& basis : in.bases) {
      const auto old = basis;
      for (size_t d = 0; d < order.size(); ++d) basis[d] = old[order[d]];
    }
  return result;
}

LinearLayout LinearLayout::rename_outs(const std::vector<std::string>& names) const {
  LinearLayout result = *this;
  for (size_t d = 0; d < names.size() && d < result.out_dims_.size(); ++d) result.out_dims_[d].name = names[d];
  return result;
}

std::string LinearLayout::to_string() const {
  std::string text = "{";
  for (size_t i = 0; i < in_dims_.size(); ++i) {
    if (i) text += ", ";
    text += in_dims_[i].name + "=[";
    for (size_t b = 0; b < in_dims_[i].bases.size(); ++b) {
      if (b) text += ",";
      text += "[" + fmt::format("{}", fmt::join(in_dims_[i].bases[b], ",")) + "]";
    }
    text += "]";
  }
  text += "} -> [";
  for (size_t d = 0; d < out_dims_.size(); ++d)
    text += fmt::format("{}{}:{}", d ? ", " : "", out_dims_[d].name, out_dims_[d].size);
  return text + "]";
}

bool F2Span::insert(uint64_t vector) {
  uint64_t combination = uint64_t{1} << inserted_++;
  for (const Row& row : rows_)
    if ((vector >> row.pivot) & 1) vector ^= row.vector, combination ^= row.combination;
  if (vector == 0) return false;
  rows_.push_back({vector, combination, 63 - std::countl_zero(vector)});
  return true;
}

std::optional<uint64_t> F2Span::solve(uint64_t vector) const {
  uint64_t combination = 0;
  for (const Row& row : rows_)
    if ((vector >> row.pivot) & 1) vector ^= row.vector, combination ^= row.combination;
  if (vector != 0) return std::nullopt;
  return combination;
}

}  // namespace gfxtile
