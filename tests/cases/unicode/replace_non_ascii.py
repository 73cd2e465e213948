print('αβα'.replace('α', 'ΑΑ'), '日本日本'.replace('日', '', 1), 'é'.replace('', '-'), 'ßß'.replace('ß', 'ss', -1))
