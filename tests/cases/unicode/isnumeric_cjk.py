for s in ['一', '二', '三', '四', '五', '十', '百', '千', '万', '億', '兆', '零', '壹', '弐', '日']:
    print(repr(s), s.isnumeric(), s.isdigit(), s.isalpha(), s.isalnum())
