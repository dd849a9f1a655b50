#pragma once
// F2-linear layouts, as in Triton's linear layouts: a map from named input dimensions (for
// distributed tensors: register, lane, wave) to named output dimensions (tensor coordinates).
// Each bit of each input dimension maps to a basis vector of output coordinates; the image of an
// input is the XOR of the bases of its set bits. Every layout gfxtile knows (blocked, slice,
// later MFMA/WMMA/dot operands and LDS swizzles) is one of these, so conversions, vector widths
// and broadcasting are linear algebra over F2 rather than per-pair special cases.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gfxtile {

class LinearLayout {
 public:
  struct InDim {
    std::string name;
    std::vector<std::vector<int32_t>> bases;  // bases[bit][out dim]; 2^bases.size() inputs
    friend bool operator==(const InDim&, const InDim&) = default;
  };
  struct OutDim {
    std::string name;
    int32_t size = 1;  // a power of two
    friend bool operator==(const OutDim&, const OutDim&) = default;
  };

  LinearLayout() = default;
  // Throws Error when a size is not a power of two, a basis has the wrong arity, or a basis
  // coordinate is outside its output dimension.
  LinearLayout(std::vector<InDim> in_dims, std::vector<OutDim> out_dims);

  // in -> out with input i mapped to output i (size must be a power of two).
  static LinearLayout identity(int32_t size, const std::string& in, const std::string& out);
  // `size` inputs that all map to output 0 of an output dimension of size 1 (broadcast).
  static LinearLayout zeros(int32_t size, const std::string& in, const std::string& out);

  const std::vector<InDim>& in_dims() const { return in_dims_; }
  const std::vector<OutDim>& out_dims() const { return out_dims_; }
  int in_index(const std::string& name) const;   // -1 when absent
  int out_index(const std::string& name) const;  // -1 when absent
  int32_t in_size(const std::string& name) const;   // 1 when absent
  int32_t out_size(const std::string& name) const;  // 1 when absent
  int in_bits(const std::string& name) const;
  int total_in_bits() const;
  int total_out_bits() const;
  int64_t total_out_size() const;

  // Image of one input (values in in_dims order) as output coordinates (out_dims order).
  std::vector<int32_t> apply(const std::vector<int32_t>& inputs) const;

  // Product: input and output dimensions are united; where both have the same input dimension,
  // `other`'s bits come above this one's; where both have the same output dimension, `other`'s
  // coordinates are scaled by this layout's size (the way blocked layouts are assembled).
  LinearLayout operator*(const LinearLayout& other) const;

  // outer(this(x)). This layout's output dimensions must equal `outer`'s input dimensions.
  LinearLayout compose(const LinearLayout& outer) const;
  // The inverse of a bijective layout (output dimensions become inputs). Throws otherwise.
  LinearLayout invert() const;
  bool is_injective() const;
  bool is_surjective() const;

  // Input bits that map to zero (broadcast) are removed from input dimension `in`.
  LinearLayout remove_zero_bases(const std::string& in) const;
  // Output dimension `out` is dropped (its coordinates forgotten).
  LinearLayout remove_out_dim(const std::string& out) const;
  // A size-1 output dimension inserted at `position`.
  LinearLayout insert_out_dim(int position, const std::string& out) const;
  // Output dimensions reordered: result dimension i is this layout's dimension order[i].
  LinearLayout permute_outs(const std::vector<int>& order) const;
  LinearLayout rename_outs(const std::vector<std::string>& names) const;

  // One input bit's basis with the output coordinates packed into bits (first output dimension
  // lowest). Used by the F2 solvers below.
  uint64_t packed_basis(int in_dim, int bit) const;
  uint64_t pack(const std::vector<int32_t>& coordinates) const;
  std::vector<int32_t> unpack(uint64_t bits) const;

  // Stable text: "{register=[[0,1],[0,2]], lane=[...], wave=[]} -> [dim0:4, dim1:64]".
  std::string to_string() const;
  friend bool operator==(const LinearLayout&, const LinearLayout&) = default;

 private:
  std::vector<InDim> in_dims_;
  std::vector<OutDim> out_dims_;
};

// A set of F2 vectors (bits packed in uint64) kept in reduced echelon form, remembering which
// inserted vectors (by insertion index) make up each row, so that membership and solutions of
// x = XOR of some inserted vectors are cheap.
class F2Span {
 public:
  // Returns false when `vector` is already in the span (it is then not a new generator).
  bool insert(uint64_t vector);
  bool contains(uint64_t vector) const { return solve(vector).has_value(); }
  // A set of inserted vectors (bit i = the i-th insert call) whose XOR is `vector`.
  std::optional<uint64_t> solve(uint64_t vector) const;
  int rank() const { return static_cast<int>(rows_.size()); }

 private:
  struct Row {
    uint64_t vector, combination;
    int pivot;
  };
  std::vector<Row> rows_;
  int inserted_ = 0;
};

}  // namespace gfxtile
