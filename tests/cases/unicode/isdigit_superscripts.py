for s in ['²', '³', '¹', '⁰', '⁴', '₅', '①', '⑳', '⓪', '❶', '➊', '𐄇', '፩']:
    print(repr(s), s.isdecimal(), s.isdigit(), s.isnumeric())
