// The host reference: the Program interpreted in fp64 interval arithmetic, with gfxtile's code
// nowhere in the loop (its own rounding to f32/bf16/f16, its own reductions). Each element is an
// interval that contains every value a correct implementation may produce:
//   - add, sub, mul, division by a number, casts: correctly rounded on the GPU, and rounding is
//     monotone, so the exact interval (fp64 endpoints rounded outward when inexact) maps to the
//     rounded endpoints. bf16 (and possibly f16) arithmetic runs in f32 and rounds back: the hull
//     of the single and the double rounding is taken.
//   - sum reductions and cumsum in an unknown order: |computed - exact| <= (k - 1) u sum|x_i| for
//     k terms with unit roundoff u per addition (Higham, Accuracy and Stability, 4.2); u is the
//     f32 roundoff plus the result type's (accumulation in f32, or in the type itself), plus, for
//     f16, one subnormal half-quantum per addition.
//   - exp and sqrt (Math::accurate): LLVM's f32 expansions, allowed 2 ulps (exp) and 1 ulp
//     (sqrt) of f32 before rounding to the result type; f16 results one more ulp of f16 (a native
//     f16 instruction may be used).
//   - max, min, neg, abs, selects, comparisons and integer ops: exact (integer intervals stay points
//     unless a float -> int cast straddles an integer; bitwise ops on wider intervals are bounded).
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <map>

#include "tests/fuzz/dsl/dsl_generator.h"

namespace gfxtile::dslgen {
namespace {

struct Format {
  int precision;     // significand bits, the implicit one included
  int min_exponent;  // of the smallest normal
  double max;        // largest finite
};
Format format_of(Type type) {
  switch (type) {
    case Type::bf16: return {8, -126, 3.3895313892515355e38};
    case Type::f16: return {11, -14, 65504.0};
    default: return {24, -126, static_cast<double>(FLT_MAX)};
  }
}
double roundoff(Type type) { return std::ldexp(1.0, -format_of(type).precision); }

double round_integer(double value, Rounding mode) {
  switch (mode) {
    case Rounding::nearest_even: return std::nearbyint(value);  // the default mode: ties to even
    case Rounding::toward_zero: return std::trunc(value);
    case Rounding::down: return std::floor(value);
    case Rounding::up: return std::ceil(value);
  }
  return value;
}

// `value` rounded to `type` (gradual underflow, overflow to infinity when rounding to nearest).
double round_to(double value, Type type, Rounding mode = Rounding::nearest_even) {
  if (value == 0 || !std::isfinite(value)) return value;
  const Format format = format_of(type);
  int exponent;
  std::frexp(value, &exponent);  // value = m 2^exponent, 0.5 <= |m| < 1
  const int leading = std::max(exponent - 1, format.min_exponent);
  const double quantum = std::ldexp(1.0, leading - format.precision + 1);
  const double rounded = round_integer(value / quantum, mode) * quantum;
  if (std::fabs(rounded) > format.max) {
    const bool to_infinity = mode == Rounding::nearest_even || (mode == Rounding::up && rounded > 0) ||
                             (mode == Rounding::down && rounded < 0);
    return to_infinity ? std::copysign(INFINITY, rounded) : std::copysign(format.max, rounded);
  }
  return rounded;
}

// fp64 sums and products rounded outward (error-free transformations tell whether they were exact).
double add_down(double a, double b) {
  const double s = a + b, bb = s - a, error = (a - (s - bb)) + (b - bb);
  return error < 0 ? std::nextafter(s, -INFINITY) : s;
}
double add_up(double a, double b) {
  const double s = a + b, bb = s - a, error = (a - (s - bb)) + (b - bb);
  return error > 0 ? std::nextafter(s, INFINITY) : s;
}
double mul_down(double a, double b) {
  const double p = a * b;
  return std::fma(a, b, -p) < 0 ? std::nextafter(p, -INFINITY) : p;
}
double mul_up(double a, double b) {
  const double p = a * b;
  return std::fma(a, b, -p) > 0 ? std::nextafter(p, INFINITY) : p;
}

Interval point(double value) { return {value, value, true}; }
Interval unknown() { return {0, 0, false}; }
Interval checked(Interval x) {
  if (!std::isfinite(x.lo) || !std::isfinite(x.hi)) x.known = false;
  return x;
}

// The exact interval [lo, hi] of a float op's result, rounded into `type`.
Interval round_interval(double lo, double hi, Type type, Rounding mode = Rounding::nearest_even) {
  if (type == Type::i32) return checked({round_integer(lo, mode), round_integer(hi, mode), true});
  Interval result{round_to(lo, type, mode), round_to(hi, type, mode), true};
  if (type != Type::f32) {  // computed in f32 and rounded back: double rounding
    result.lo = std::min(result.lo, round_to(round_to(lo, Type::f32, mode), type, mode));
    result.hi = std::max(result.hi, round_to(round_to(hi, Type::f32, mode), type, mode));
  }
  return checked(result);
}

// An op with a relative error bound `f32_relative` in f32 before rounding to `type`.
Interval approximate(double lo, double hi, double f32_relative, Type type) {
  Interval result = round_interval(lo - std::fabs(lo) * f32_relative, hi + std::fabs(hi) * f32_relative, type);
  if (type == Type::f16) {
    result.lo -= std::fabs(result.lo) * std::ldexp(1.0, -10);
    result.hi += std::fabs(result.hi) * std::ldexp(1.0, -10);
  }
  return result;
}

// Bitwise results of integers |x| <= magnitude: within [-2^k, 2^k) for 2^k > magnitude.
Interval bitwise_bound(const Interval& a, const Interval& b) {
  const double magnitude = std::max({std::fabs(a.lo), std::fabs(a.hi), std::fabs(b.lo), std::fabs(b.hi)});
  const double power = std::exp2(std::ceil(std::log2(magnitude + 1)));
  return {-power, power - 1, true};
}

Interval binary(Binary op, const Interval& a, const Interval& b, Type type) {
  if (!a.known || !b.known) return unknown();
  const bool integer = type == Type::i32;
  switch (op) {
    case Binary::add: return round_interval(add_down(a.lo, b.lo), add_up(a.hi, b.hi), type);
    case Binary::sub: return round_interval(add_down(a.lo, -b.hi), add_up(a.hi, -b.lo), type);
    case Binary::mul: {
      const double lo = std::min({mul_down(a.lo, b.lo), mul_down(a.lo, b.hi), mul_down(a.hi, b.lo), mul_down(a.hi, b.hi)});
      const double hi = std::max({mul_up(a.lo, b.lo), mul_up(a.lo, b.hi), mul_up(a.hi, b.lo), mul_up(a.hi, b.hi)});
      return round_interval(lo, hi, type);
    }
    case Binary::minimum: return {std::min(a.lo, b.lo), std::min(a.hi, b.hi), true};
    case Binary::maximum: return {std::max(a.lo, b.lo), std::max(a.hi, b.hi), true};
    case Binary::band:
    case Binary::bor:
    case Binary::bxor: {
      if (a.lo != a.hi || b.lo != b.hi) return bitwise_bound(a, b);
      const int32_t x = static_cast<int32_t>(a.lo), y = static_cast<int32_t>(b.lo);
      return point(op == Binary::band ? x & y : op == Binary::bor ? x | y : x ^ y);
    }
    case Binary::div: {
      // Divisors are numbers here (b is a point, never zero): monotone in a.
      const double d = b.lo;
      if (integer) {
        const double x = std::trunc(a.lo / d), y = std::trunc(a.hi / d);
        return {std::min(x, y), std::max(x, y), true};
      }
      const double x = a.lo / d, y = a.hi / d;
      Interval result = round_interval(std::nextafter(std::min(x, y), -INFINITY), std::nextafter(std::max(x, y), INFINITY), type);
      if (type == Type::f16) {  // LLVM's f16 division goes through the f32 reciprocal: allow 1 ulp of f16
        result.lo -= std::fabs(result.lo) * std::ldexp(1.0, -10);
        result.hi += std::fabs(result.hi) * std::ldexp(1.0, -10);
      }
      return result;
    }
    case Binary::rem: {
      const double d = std::fabs(b.lo);
      if (a.lo == a.hi) return point(static_cast<double>(static_cast<int64_t>(a.lo) % static_cast<int64_t>(b.lo)));
      return {a.lo >= 0 ? 0 : -(d - 1), a.hi <= 0 ? 0 : d - 1, true};
    }
  }
  return unknown();
}

bool decided(Compare compare, const Interval& a, const Interval& b, bool& value) {
  switch (compare) {
    case Compare::lt:
      if (a.hi < b.lo) return value = true, true;
      if (a.lo >= b.hi) return value = false, true;
      return false;
    case Compare::le:
      if (a.hi <= b.lo) return value = true, true;
      if (a.lo > b.hi) return value = false, true;
      return false;
    case Compare::gt: return decided(Compare::lt, b, a, value);
    case Compare::ge: return decided(Compare::le, b, a, value);
    case Compare::eq:
    case Compare::ne: {
      bool equal;
      if (a.lo == a.hi && b.lo == b.hi && a.lo == b.lo) equal = true;
      else if (a.hi < b.lo || b.hi < a.lo) equal = false;
      else return false;
      value = compare == Compare::eq ? equal : !equal;
      return true;
    }
  }
  return false;
}

// Sum of terms in any order, each partial sum rounded (see the file comment); add() the terms
// in turn, result() after any prefix.
struct Sum {
  Type type;
  double lo = 0, hi = 0, magnitude = 0, terms = 0;
  bool known = true;
  void add(const Interval& term) {
    known = known && term.known;
    lo = add_down(lo, term.lo);
    hi = add_up(hi, term.hi);
    magnitude += std::max(std::fabs(term.lo), std::fabs(term.hi));
    terms += 1;
  }
  Interval result() const {
    if (!known) return unknown();
    if (type == Type::i32) return {lo, hi, true};
    double error = (terms - 1) * (roundoff(type) + roundoff(Type::f32)) * magnitude * 1.001 + roundoff(type) * magnitude;
    if (type == Type::f16) error += terms * std::ldexp(1.0, -25);
    error += magnitude * std::ldexp(1.0, -50);  // the fp64 magnitude sum's own rounding
    return checked({lo - error, hi + error, true});
  }
};

Interval extreme(const std::vector<Interval>& terms, bool maximum) {
  Interval result = terms[0];
  for (const Interval& term : terms) {
    if (!term.known) return unknown();
    result.lo = maximum ? std::max(result.lo, term.lo) : std::min(result.lo, term.lo);
    result.hi = maximum ? std::max(result.hi, term.hi) : std::min(result.hi, term.hi);
  }
  return result;
}

using Values = std::vector<Interval>;

}  // namespace

std::vector<std::vector<Interval>> evaluate(const Program& program, const Inputs& inputs) {
  const int64_t tile = program.tile_elements();
  const int64_t total = 2 * tile;
  const int64_t rows = program.shape.size() == 2 ? program.shape[0] : 1;
  const int64_t columns = program.shape.back();
  std::vector<Values> values;
  // The group of element g along `axis` (-1: its whole tile) as a key, and the group's members
  // in order along the axis.
  const int last_axis = static_cast<int>(program.shape.size()) - 1;
  auto group_key = [&](int64_t g, int axis) {
    const int64_t t = g / tile, e = g % tile;
    return axis < 0 ? t * tile : axis == last_axis ? t * tile + e / columns : t * tile + e % columns;
  };
  auto members = [&](int64_t g, int axis) {
    const int64_t base = g / tile * tile, e = g % tile, row = e / columns, column = e % columns;
    std::vector<int64_t> indices;
    if (axis < 0) for (int64_t i = 0; i < tile; ++i) indices.push_back(base + i);
    else if (axis == last_axis) for (int64_t c = 0; c < columns; ++c) indices.push_back(base + row * columns + c);
    else for (int64_t r = 0; r < rows; ++r) indices.push_back(base + r * columns + column);
    return indices;
  };
  for (const Step& step : program.steps) {
    Values result(total);
    const Values* a = step.op == Op::load ? nullptr : &values[step.a];
    // Reductions once per group; scans as running sums along each group.
    std::map<int64_t, Interval> reduced;
    Values scanned(step.op == Op::scan ? total : 0);
    if (step.op == Op::reduce || step.op == Op::scan) {
      const Values& x = step.op == Op::reduce ? values[step.b] : *a;
      for (int64_t g = 0; g < total; ++g) {
        const int64_t key = group_key(g, step.axis);
        if (reduced.count(key)) continue;
        Sum running{step.type};
        Interval extreme_value = x[g];
        for (int64_t i : members(g, step.axis)) {
          running.add(x[i]);
          if (step.op == Op::scan) scanned[i] = running.result();
          extreme_value = extreme({extreme_value, x[i]}, step.reduce == Reduce::max);
        }
        reduced[key] = step.reduce == Reduce::sum ? running.result() : extreme_value;
      }
    }
    for (int64_t g = 0; g < total; ++g) {
      Interval& out = result[g];
      switch (step.op) {
        case Op::load: out = point(g < program.n ? inputs.values[step.a][g] : step.constant); break;
        case Op::binary: out = binary(step.binary, (*a)[g], values[step.b][g], step.type); break;
        case Op::binary_number:
          out = step.d == 1 && step.binary == Binary::sub ? binary(step.binary, point(step.constant), (*a)[g], step.type)
                                                          : binary(step.binary, (*a)[g], point(step.constant), step.type);
          break;
        case Op::unary: {
          const Interval x = (*a)[g];
          if (!x.known) { out = unknown(); break; }
          const Interval magnitude = x.lo >= 0 ? x : x.hi <= 0 ? Interval{-x.hi, -x.lo, true}
                                                               : Interval{0, std::max(-x.lo, x.hi), true};
          switch (step.unary) {
            case Unary::neg: out = {-x.hi, -x.lo, true}; break;
            case Unary::abs: out = magnitude; break;
            case Unary::exp: out = approximate(std::exp(x.lo) * (1 - 1e-15), std::exp(x.hi) * (1 + 1e-15), std::ldexp(1.0, -22), step.type); break;
            case Unary::sqrt_abs: out = approximate(std::sqrt(magnitude.lo) * (1 - 1e-15), std::sqrt(magnitude.hi) * (1 + 1e-15), std::ldexp(1.0, -23), step.type); break;
          }
          break;
        }
        case Op::cast: {
          const Interval x = (*a)[g];
          out = x.known ? round_interval(x.lo, x.hi, step.type, step.rounding) : unknown();
          break;
        }
        case Op::select: {
          bool condition;
          const Interval& c = values[step.c][g];
          const Interval& d = values[step.d][g];
          if (!(*a)[g].known || !values[step.b][g].known) out = unknown();
          else if (decided(step.compare, (*a)[g], values[step.b][g], condition)) out = condition ? c : d;
          else out = c.known && d.known ? Interval{std::min(c.lo, d.lo), std::max(c.hi, d.hi), true} : unknown();
          break;
        }
        case Op::reduce: out = binary(step.binary, (*a)[g], reduced[group_key(g, step.axis)], step.type); break;
        case Op::scan: out = scanned[g]; break;
        case Op::convert: out = (*a)[g]; break;
        case Op::loop: {
          Interval acc = (*a)[g];
          const Interval& b = values[step.b][g];
          for (int i = 0; i < program.trips; ++i) {
            switch (step.body) {
              case LoopBody::accumulate: acc = binary(Binary::add, acc, b, step.type); break;
              case LoopBody::running_max:
                acc = binary(Binary::maximum, acc, binary(Binary::add, b, point(i), step.type), step.type);
                break;
              case LoopBody::scale_add:
                acc = step.type == Type::i32 ? binary(Binary::sub, b, acc, step.type)
                                             : binary(Binary::add, binary(Binary::mul, acc, point(0.5), step.type), b, step.type);
                break;
            }
          }
          out = acc;
          break;
        }
        case Op::branch: {
          const Interval& x = (*a)[g];
          out = program.flag > 0 ? binary(step.binary, x, values[step.b][g], step.type)
                                 : x.known ? Interval{-x.hi, -x.lo, true} : unknown();
          break;
        }
      }
    }
    values.push_back(std::move(result));
  }
  std::vector<std::vector<Interval>> outputs;
  for (int index : program.outputs) outputs.push_back(values[index]);
  return outputs;
}

}  // namespace gfxtile::dslgen
