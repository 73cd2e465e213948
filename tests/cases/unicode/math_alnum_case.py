print('𝐀𝐁'.lower(), '𝐚'.upper(), '𝔄'.isupper(), '𝔄'.isalpha(), '𝟎𝟏'.isdecimal(), int('𝟏𝟐'))
